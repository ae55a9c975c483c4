import { ActionSheet, Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { personalPaths } from './personal-paths';
import { useBlockAction } from './use-block-action';

/** The ⋯ of someone else's page: 拉黑 (asked first, explained) or 解除拉黑, and 举报 (→ the report page). */
export function PersonMenu({ uid, name, blocking }: { uid: number; name: string; blocking: boolean }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const blocks = useBlockAction();
  return (
    <>
      <Button size="small" fill="none" aria-label="更多操作" onClick={() => setOpen(true)}>
        <span aria-hidden>⋯</span>
      </Button>
      <ActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        cancelText="取消"
        actions={[
          blocking
            ? { key: 'unblock', text: '解除拉黑', onClick: () => void blocks.unblock(uid, name) }
            : { key: 'block', text: '拉黑', danger: true, onClick: () => void blocks.block(uid, name) },
          { key: 'report', text: '举报', onClick: () => void navigate(personalPaths.report(uid)) },
        ]}
        onAction={() => setOpen(false)}
      />
    </>
  );
}

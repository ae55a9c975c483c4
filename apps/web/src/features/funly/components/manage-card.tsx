import { ActionSheet, Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApplyStatus, type FunlyCard as FunlyCardData } from '@kc/shared';
import { showError } from '../../../lib/http';
import { useFunlyRevoke } from '../api/funly-revoke';
import { editorPath } from './editor-form-state';
import { FunlyCard } from './funly-card';
import { RejectPopup } from '../../../components/ui/reject-popup';
import styles from './manage.module.css';

const count = (c: Record<string, number> | undefined, s: number) => c?.[String(s)] ?? 0;

/** 报名 / 待审核 / 候补 / 签到 of an organiser's card. */
function ApplyCounts({ card }: { card: FunlyCardData }) {
  const c = card.apply_counts;
  const going = count(c, ApplyStatus.going) + count(c, ApplyStatus.checkedIn);
  return (
    <p className={styles.counts} data-testid="apply-counts">
      <span>报名 {going}</span>
      <span>待审核 {count(c, ApplyStatus.pending)}</span>
      <span>候补 {count(c, ApplyStatus.waitlist)}</span>
      <span>已签到 {count(c, ApplyStatus.checkedIn)}</span>
    </p>
  );
}

/**
 * An event in the organiser's list: the card, its application counts and the actions — 编辑, 报名管理, 更多 (复制为新
 * 活动, 预约管理, 运营人员, 数据统计, 预览, 撤销). 编辑 and 撤销 appear as the server's manage_actions allow.
 */
export function ManageCard({ card }: { card: FunlyCardData }) {
  const navigate = useNavigate();
  const revoke = useFunlyRevoke();
  const [more, setMore] = useState(false);
  const [revoking, setRevoking] = useState(false);
  // what the server allows now (manage_actions); the statistics and lists stay open whatever the state
  const allowed = card.manage_actions ?? { edit: false, revoke: false, delete: false, copy: true };
  const revoked = card.running_state === 3;
  const canEdit = allowed.edit;
  const canRevoke = allowed.revoke;
  const go = (to: string) => void navigate(to);

  const doRevoke = async (reason: string) => {
    try {
      await revoke.mutateAsync({ id: card.id, reason });
      setRevoking(false);
      Toast.show({ icon: 'success', content: '已撤销' });
    } catch (e) {
      showError(e);
    }
  };

  const actions = [
    { key: 'copy', text: '复制为新活动', onClick: () => go(`/funly-manage/same/${card.id}/${Date.now()}`) },
    ...(!revoked
      ? [
          { key: 'appoint', text: '预约管理', onClick: () => go(`/funly-manage/appoint/${card.id}`) },
          { key: 'operator', text: '运营人员', onClick: () => go(`/funly-manage/operator/${card.id}`) },
          { key: 'stats', text: '数据统计', onClick: () => go(`/funly-manage/statistics/${card.id}`) },
        ]
      : []),
    { key: 'preview', text: '预览', onClick: () => go(`/funly/preview?id=${card.id}`) },
    ...(canRevoke ? [{ key: 'revoke', text: '撤销', danger: true, onClick: () => setRevoking(true) }] : []),
  ];

  return (
    <>
      <FunlyCard
        card={card}
        hideDistance
        onClick={() => go(`/funly/preview?id=${card.id}`)}
        extra={<ApplyCounts card={card} />}
        actions={
          <div className={styles.cardActions}>
            {canEdit && (
              <Button size="small" fill="outline" onClick={() => go(editorPath(card.id, card.state))}>
                编辑
              </Button>
            )}
            {!revoked && (
              <Button size="small" fill="outline" onClick={() => go(`/funly-manage/apply/auditList/${card.id}`)}>
                报名管理
              </Button>
            )}
            <Button
              size="small"
              color="primary"
              fill="outline"
              onClick={() => setMore(true)}
              aria-label={`${card.title}的更多操作`}
            >
              更多
            </Button>
          </div>
        }
      />
      <ActionSheet
        visible={more}
        extra={card.title || '未命名活动'}
        cancelText="取消"
        actions={actions}
        onAction={() => setMore(false)}
        onClose={() => setMore(false)}
      />
      {revoking && (
        <RejectPopup
          visible
          busy={revoke.isPending}
          title="撤销活动"
          text={`确定撤销「${card.title || '未命名活动'}」吗？撤销后活动下线，已报名的用户会收到通知，且不可恢复。`}
          label="撤销原因"
          placeholder="请填写撤销原因，报名用户将看到这段说明"
          requiredMessage="请填写撤销原因"
          confirmText="确定撤销"
          onClose={() => setRevoking(false)}
          onReject={(r) => void doRevoke(r)}
        />
      )}
    </>
  );
}

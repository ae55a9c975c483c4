import { Button, Toast } from 'antd-mobile';
import { showError } from '../../lib/http';
import { confirmAction } from './confirm';

export interface DraftActionsProps {
  /** the draft's name as the confirmation quotes it (empty: 未命名) */
  name: string;
  /** deletes the draft on the server */
  remove: () => Promise<unknown>;
  /** opens the draft's form */
  edit: () => void;
}

/** 删除 (asks first, then 已删除 or the server's message) and 继续编辑: the actions of a draft in a drafts list. */
export function DraftActions({ name, remove, edit }: DraftActionsProps) {
  const askDelete = async () => {
    if (!(await confirmAction(`确定删除草稿「${name || '未命名'}」吗？删除后不可恢复`, { danger: true }))) return;
    try {
      await remove();
      Toast.show({ icon: 'success', content: '已删除' });
    } catch (e) {
      showError(e);
    }
  };
  return (
    <>
      <Button size="small" color="danger" fill="outline" onClick={() => void askDelete()}>
        删除
      </Button>
      <Button size="small" color="primary" onClick={edit}>
        继续编辑
      </Button>
    </>
  );
}

import { Button, Toast } from 'antd-mobile';
import { showError } from '../../lib/http';
import { ActionBar } from './action-bar';
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

export interface DraftSubmitBarProps {
  /** a live (published) thing changes only through review: no 保存草稿 */
  live: boolean;
  /** which button is working, or null */
  busy: 'draft' | 'submit' | null;
  saveDraft: () => void;
  submit: () => void;
  /** the submit button's words (default 提交审核; a ride publishes without review: 发布 / 保存修改) */
  submitText?: string;
}

/** The bottom bar of a form that is saved as a draft or submitted: 保存草稿 and 提交审核 (or `submitText`). */
export function DraftSubmitBar({ live, busy, saveDraft, submit, submitText = '提交审核' }: DraftSubmitBarProps) {
  return (
    <ActionBar>
      {!live && (
        <Button color="primary" fill="outline" loading={busy === 'draft'} disabled={busy !== null} onClick={saveDraft}>
          保存草稿
        </Button>
      )}
      <Button color="primary" loading={busy === 'submit'} disabled={busy !== null} onClick={submit}>
        {submitText}
      </Button>
    </ActionBar>
  );
}

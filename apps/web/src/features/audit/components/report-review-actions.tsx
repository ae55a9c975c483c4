import { Button } from 'antd-mobile';
import { ActionBar } from '../../../components/ui/action-bar';
import { RejectPopup } from '../../../components/ui/reject-popup';
import type { ReviewDecision } from '../../../components/ui/use-review-decision';

/**
 * The decisions of a report case with the existing review flow: 通过 is 保留内容 (asked first), 驳回 is 下架 with
 * the reason popup (the author is told the reason).
 */
export function ReportReviewActions({ decision: d, pending }: { decision: ReviewDecision; pending: boolean }) {
  return (
    <>
      {pending && (
        <ActionBar>
          <Button color="danger" fill="outline" disabled={d.busy} onClick={d.openReject}>
            下架
          </Button>
          <Button color="primary" loading={d.busy && !d.rejecting} disabled={d.busy} onClick={d.pass}>
            保留内容
          </Button>
        </ActionBar>
      )}
      <RejectPopup
        title="下架内容"
        text="下架后内容仅发布者可见，发布者将收到下架原因"
        label="下架原因"
        confirmText="确定下架"
        placeholder="请填写下架原因，发布者将看到这段说明"
        requiredMessage="请填写下架原因"
        visible={d.rejecting}
        busy={d.busy}
        serverError={d.remarkError}
        onInput={d.clearRemarkError}
        onClose={d.closeReject}
        onReject={d.reject}
      />
    </>
  );
}

import { Button } from 'antd-mobile';
import { ActionBar } from './action-bar';
import { RejectPopup, type RejectPopupProps } from './reject-popup';
import type { ReviewDecision } from './use-review-decision';

export interface ReviewActionsProps {
  /** from useReviewDecision */
  decision: ReviewDecision;
  /** still pending: 驳回 and 通过 are offered */
  pending: boolean;
  /** the popup's words */
  reject: Pick<RejectPopupProps, 'title' | 'placeholder' | 'requiredMessage'>;
}

/** 驳回 and 通过 at the bottom while pending, and the reject popup. */
export function ReviewActions({ decision: d, pending, reject }: ReviewActionsProps) {
  return (
    <>
      {pending && (
        <ActionBar>
          <Button color="danger" fill="outline" disabled={d.busy} onClick={d.openReject}>
            驳回
          </Button>
          <Button color="primary" loading={d.busy && !d.rejecting} disabled={d.busy} onClick={d.pass}>
            通过
          </Button>
        </ActionBar>
      )}
      <RejectPopup
        {...reject}
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

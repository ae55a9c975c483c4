import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { fieldErrorsOf, showError } from '../../lib/http';
import { confirmAction } from './confirm';
import { useGoBack } from './use-go-back';

export interface ReviewDecisionOptions<T> {
  /** sends the decision (the remark is empty for 通过) */
  decide: (decision: { pass: boolean; remark: string }) => Promise<T>;
  /** the call is under way */
  busy: boolean;
  /** where the page goes back to without history (its list) */
  backTo: string;
  /** the question before 通过 */
  passQuestion: string;
  /** the toast after 通过, from the answer */
  passedText: (answer: T) => string;
}

/**
 * Deciding on something pending (an audit, a sign-up): 通过 asks first, 驳回 opens the reason popup (which requires
 * the reason); the server's message for the remark goes under the field, any other error is shown; then back.
 */
export function useReviewDecision<T>({ decide, busy, backTo, passQuestion, passedText }: ReviewDecisionOptions<T>) {
  const goBack = useGoBack(backTo);
  const [rejecting, setRejecting] = useState(false);
  const [remarkError, setRemarkError] = useState<string>();

  const pass = async () => {
    if (!(await confirmAction(passQuestion))) return;
    try {
      const answer = await decide({ pass: true, remark: '' });
      Toast.show({ icon: 'success', content: passedText(answer) });
      goBack();
    } catch (e) {
      showError(e);
    }
  };

  const reject = async (remark: string) => {
    setRemarkError(undefined);
    try {
      await decide({ pass: false, remark });
      setRejecting(false);
      Toast.show({ icon: 'success', content: '已驳回' });
      goBack();
    } catch (e) {
      const field = fieldErrorsOf(e).find((f) => f.field === 'remark');
      if (field) setRemarkError(field.message);
      else showError(e);
    }
  };

  return {
    busy,
    rejecting,
    remarkError,
    pass: () => void pass(),
    openReject: () => setRejecting(true),
    closeReject: () => {
      setRejecting(false);
      setRemarkError(undefined);
    },
    reject: (remark: string) => void reject(remark),
    clearRemarkError: () => setRemarkError(undefined),
  };
}

export type ReviewDecision = ReturnType<typeof useReviewDecision>;

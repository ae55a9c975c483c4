import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { confirmAction } from '../../../components/ui/confirm';
import { useGoBack } from '../../../components/ui/use-go-back';
import { fieldErrorsOf, showError } from '../../../lib/http';
import { useReviewSubmission } from '../api/submission-review';
import { formPaths } from '../utils/form-paths';

export const REMARK_REQUIRED = '驳回时请填写原因';

/** 通过 (asks first) and 驳回 (a reason is required), then back to the sign-up list. */
export function useSubmissionReview(id: number) {
  const review = useReviewSubmission();
  const goBack = useGoBack(formPaths.auditList);
  const [rejecting, setRejecting] = useState(false);
  const [remarkError, setRemarkError] = useState<string>();

  const pass = async () => {
    if (!(await confirmAction('确定通过该报名吗？'))) return;
    try {
      const s = await review.mutateAsync({ id, pass: true, remark: '' });
      Toast.show({ icon: 'success', content: s.issued ? '已通过，已发放' : '已通过' });
      goBack();
    } catch (e) {
      showError(e);
    }
  };

  const reject = async (remark: string) => {
    if (!remark.trim()) return setRemarkError(REMARK_REQUIRED);
    setRemarkError(undefined);
    try {
      await review.mutateAsync({ id, pass: false, remark: remark.trim() });
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
    busy: review.isPending,
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

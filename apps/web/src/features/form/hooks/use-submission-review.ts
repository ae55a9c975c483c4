import { useReviewDecision } from '../../../components/ui/use-review-decision';
import { useReviewSubmission } from '../api/submission-review';
import { formPaths } from '../utils/form-paths';

/** 通过 (asks first; says whether the item was issued) and 驳回 (a reason is required), then back to the sign-up list. */
export function useSubmissionReview(id: number) {
  const review = useReviewSubmission();
  return useReviewDecision({
    decide: ({ pass, remark }) => review.mutateAsync({ id, pass, remark }),
    busy: review.isPending,
    backTo: formPaths.auditList,
    passQuestion: '确定通过该报名吗？',
    passedText: (s) => (s.issued ? '已通过，已发放' : '已通过'),
  });
}

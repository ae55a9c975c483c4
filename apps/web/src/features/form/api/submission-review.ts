import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submissionReview } from '@kc/shared';
import { api } from '../../../lib/http';

/** Passes, or rejects with a remark, a pending sign-up; every sign-up query is stale afterwards. */
export function useReviewSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: { id: number; pass: boolean; remark: string }) => api.call(submissionReview, q),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['forms'] }),
  });
}

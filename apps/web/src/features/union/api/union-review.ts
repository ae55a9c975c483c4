import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unionReview } from '@kc/shared';
import { api } from '../../../lib/http';
import { unionKeys } from './union-keys';

/** Passes or rejects (with a remark) a pending application; every union list refetches. */
export function useUnionReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: { id: number; pass: boolean; remark: string }) => api.call(unionReview, q),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: unionKeys.all }),
  });
}

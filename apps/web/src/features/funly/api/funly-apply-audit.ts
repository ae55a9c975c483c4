import { useMutation, useQueryClient } from '@tanstack/react-query';
import { funlyApplyAudit } from '@kc/shared';
import { api } from '../../../lib/http';

/** Approves, or declines with a reason, a pending application; every event query is stale afterwards. */
export function useFunlyApplyAudit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: { id: number; pass: boolean; remark: string }) => api.call(funlyApplyAudit, q),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['funly'] }),
  });
}

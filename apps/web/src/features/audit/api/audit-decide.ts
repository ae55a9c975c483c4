import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditDecide } from '@kc/shared';
import { api } from '../../../lib/http';

/** Pass, or reject with a remark; every audit query is stale afterwards. */
export function useDecideAudit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: { id: number; pass: boolean; remark: string }) => api.call(auditDecide, q),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['audits'] }),
  });
}

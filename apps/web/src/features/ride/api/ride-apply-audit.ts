import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rideApplyAudit } from '@kc/shared';
import { api } from '../../../lib/http';
import { rideKeys } from './ride-keys';

/** Approves, or declines with a reason, a pending application; ride queries are stale afterwards. */
export function useRideApplyAudit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: { id: number; pass: boolean; remark: string }) => api.call(rideApplyAudit, q),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rideKeys.all }),
  });
}

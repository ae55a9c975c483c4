import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rideRevoke } from '@kc/shared';
import { api } from '../../../lib/http';
import { rideKeys } from './ride-keys';

/** Cancels a published ride (riders are told) or deletes a draft; ride queries are stale afterwards. */
export function useRideRevoke() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: { id: number; reason?: string }) => api.call(rideRevoke, { id: q.id, reason: q.reason ?? '' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rideKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rideApply, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { rideKeys } from './ride-keys';

export type RideApplyInput = Omit<CallQuery<typeof rideApply>, 'id'>;

/** Apply to a ride (pending until the leader decides); every ride list and detail refreshes. */
export function useRideApply(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RideApplyInput) => api.call(rideApply, { id, ...input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: rideKeys.all }),
  });
}

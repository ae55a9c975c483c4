import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rideLeaderApply, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { rideKeys } from './ride-keys';

export type RideLeaderApplyQuery = CallQuery<typeof rideLeaderApply>;

/** Applies (or applies again) to become a ride leader; the leader state is stale afterwards. */
export function useRideLeaderApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: RideLeaderApplyQuery) => api.call(rideLeaderApply, q),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rideKeys.all }),
  });
}

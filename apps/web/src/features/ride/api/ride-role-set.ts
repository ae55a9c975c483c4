import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rideRoleSet, type RideRole } from '@kc/shared';
import { api } from '../../../lib/http';
import { rideKeys } from './ride-keys';

/** Gives an approved rider a role (null takes it away); ride queries are stale afterwards. */
export function useRideRoleSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: { id: number; role: RideRole | null }) => api.call(rideRoleSet, q),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rideKeys.all }),
  });
}

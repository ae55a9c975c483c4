import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rideSave, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { rideKeys } from './ride-keys';

export type RideSaveQuery = CallQuery<typeof rideSave>;

/** Creates (no id) or updates a ride; `submit: true` checks every field and publishes it. Ride queries are stale. */
export function useRideSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: RideSaveQuery) => api.call(rideSave, q),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rideKeys.all }),
  });
}

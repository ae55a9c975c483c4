import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rideCancel } from '@kc/shared';
import { api } from '../../../lib/http';
import { rideKeys } from './ride-keys';

/** Withdraw one's own application (by its id); the places are freed. */
export function useRideCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: number) => api.call(rideCancel, { id: applicationId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: rideKeys.all }),
  });
}

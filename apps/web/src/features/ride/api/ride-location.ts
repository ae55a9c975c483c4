import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rideLocation, type CallData, type rideClockinMine } from '@kc/shared';
import { api } from '../../../lib/http';
import { rideKeys } from './ride-keys';

type ClockinMine = CallData<typeof rideClockinMine>;

/** Turn location clock-in on or off for this ride; the clock-in screen takes the server's answer. */
export function useRideLocation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => api.call(rideLocation, { id, on }),
    onSuccess: (r) => {
      queryClient.setQueryData<ClockinMine>(rideKeys.clockinMine(id), (d) =>
        d ? { ...d, location_on: r.location_on } : d,
      );
      void queryClient.invalidateQueries({ queryKey: rideKeys.show(id) });
    },
  });
}

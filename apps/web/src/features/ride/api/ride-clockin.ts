import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rideClockin } from '@kc/shared';
import { api } from '../../../lib/http';
import { rideKeys } from './ride-keys';

export interface RideClockinInput {
  checkpointId: number;
  /** GCJ-02, from the location chain */
  lat: number;
  lng: number;
}

/** Clock in at a checkpoint; the server decides (accepted, or waiting for the leader with the reason). */
export function useRideClockin(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RideClockinInput) =>
      api.call(rideClockin, { id, checkpoint_id: input.checkpointId, lat: input.lat, lng: input.lng }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: rideKeys.clockinMine(id) });
      void queryClient.invalidateQueries({ queryKey: rideKeys.show(id) });
    },
  });
}

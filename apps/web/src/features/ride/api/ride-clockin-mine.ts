import { useQuery } from '@tanstack/react-query';
import { rideClockinMine } from '@kc/shared';
import { api } from '../../../lib/http';
import { rideKeys } from './ride-keys';

/** The ride's checkpoints with the caller's clock-in at each, and whether location clock-in is on. */
export function useRideClockinMine(id: number | undefined, enabled = true) {
  return useQuery({
    queryKey: rideKeys.clockinMine(id ?? 0),
    queryFn: () => api.call(rideClockinMine, { id: id! }),
    enabled: !!id && enabled,
    staleTime: 0,
  });
}

import { useQuery } from '@tanstack/react-query';
import { rideMark, type CallData } from '@kc/shared';
import { api } from '../../../lib/http';
import { rideKeys } from './ride-keys';

export type RideMarkData = CallData<typeof rideMark>;

/** What the commemorative mark shows (refused until the caller has an accepted clock-in). */
export function useRideMark(id: number | undefined) {
  return useQuery({
    queryKey: rideKeys.mark(id ?? 0),
    queryFn: () => api.call(rideMark, { id: id! }),
    enabled: !!id,
    staleTime: 0,
  });
}

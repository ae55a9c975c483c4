import { queryOptions, useQuery } from '@tanstack/react-query';
import { rideShow } from '@kc/shared';
import { api } from '../../../lib/http';
import { rideKeys } from './ride-keys';

/** One ride with the caller's application, like, role and allowed actions (away_km when `pos` is known). */
export const rideShowQuery = (id: number, pos?: { lat: number; lng: number } | null) =>
  queryOptions({
    queryKey: rideKeys.show(id),
    queryFn: () => api.call(rideShow, { id, ...(pos ? { lat: pos.lat, lng: pos.lng } : {}) }),
    staleTime: 0,
  });

export function useRideShow(id: number | null | undefined, pos?: { lat: number; lng: number } | null) {
  return useQuery({ ...rideShowQuery(id ?? 0, pos), enabled: !!id });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { funlyShow } from '@kc/shared';
import { api } from '../../../lib/http';
import { funlyKeys } from './funly-keys';

/** One event with the caller's application, like and allowed actions (distance when `pos` is known). */
export const funlyShowQuery = (id: number, pos?: { lat: number; lng: number } | null) =>
  queryOptions({
    queryKey: funlyKeys.show(id),
    queryFn: () => api.call(funlyShow, { id, ...(pos ? { lat: pos.lat, lng: pos.lng } : {}) }),
    staleTime: 0,
  });

export function useFunlyShow(id: number | null | undefined, pos?: { lat: number; lng: number } | null) {
  return useQuery({ ...funlyShowQuery(id ?? 0, pos), enabled: !!id });
}

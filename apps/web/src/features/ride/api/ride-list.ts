import { DEFAULT_PAGE_SIZE, rideList } from '@kc/shared';
import { api } from '../../../lib/http';

export interface RideListFilter {
  keyword?: string;
  /** the caller's position when known (nearest meeting point first) */
  pos?: { lat: number; lng: number } | null;
}

/** One page of the open rides (for ListView's infinite list). */
export const fetchRideList = (f: RideListFilter) => (page: number) =>
  api.call(rideList, {
    keyword: f.keyword ?? '',
    ...(f.pos ? { lat: f.pos.lat, lng: f.pos.lng } : {}),
    page,
    page_size: DEFAULT_PAGE_SIZE,
  });

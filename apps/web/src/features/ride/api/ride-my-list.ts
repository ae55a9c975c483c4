import { DEFAULT_PAGE_SIZE, rideMyList } from '@kc/shared';
import { api } from '../../../lib/http';

export type RideMyStatus = 1 | 2 | 4 | 5;

/** One page of the rides the caller applied to, newest first (status undefined = all). */
export const fetchRideMyList = (status: RideMyStatus | undefined) => (page: number) =>
  api.call(rideMyList, { ...(status === undefined ? {} : { status }), page, page_size: DEFAULT_PAGE_SIZE });

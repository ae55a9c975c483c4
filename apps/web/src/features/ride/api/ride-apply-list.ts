import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, rideApplyList } from '@kc/shared';
import { api } from '../../../lib/http';
import { rideKeys } from './ride-keys';

type Status = 1 | 2 | 4 | 5;

/** One page of a ride's applications by status. */
export const fetchRideApplyPage = (id: number, status: Status) => (page: number) =>
  api.call(rideApplyList, { id, status, page, page_size: DEFAULT_PAGE_SIZE });

/** The counts per status of a ride's applications (keys are statuses as text). */
export const rideApplyCountsQuery = (id: number) =>
  queryOptions({
    queryKey: [...rideKeys.applyList(id, 0), 'counts'],
    queryFn: async () => (await api.call(rideApplyList, { id, page: 1, page_size: 1 })).counts,
    staleTime: 0,
  });

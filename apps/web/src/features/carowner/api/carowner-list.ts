import { queryOptions } from '@tanstack/react-query';
import { carOwnerList } from '@kc/shared';
import { api } from '../../../lib/http';
import { carOwnerKeys } from './carowner-keys';

export const CAR_OWNER_PAGE_SIZE = 20;

/** One page of my certifications, newest first (for ListView). */
export const fetchCarOwnerPage = (page: number) => api.call(carOwnerList, { page, page_size: CAR_OWNER_PAGE_SIZE });

/** How many of my certifications are approved and pending, and in all (the hub's 车主认证 row). */
export const carOwnerSummaryQuery = () =>
  queryOptions({
    queryKey: carOwnerKeys.summary,
    queryFn: () => api.call(carOwnerList, { page: 1, page_size: 1 }),
    staleTime: 0,
  });

import { queryOptions } from '@tanstack/react-query';
import { rideApplyInfo } from '@kc/shared';
import { api } from '../../../lib/http';
import { rideKeys } from './ride-keys';

/** One application in full (bike, licence, emergency contact) with what the caller may do with it. */
export const rideApplyInfoQuery = (id: number) =>
  queryOptions({
    queryKey: rideKeys.applyInfo(id),
    queryFn: () => api.call(rideApplyInfo, { id }),
    staleTime: 0,
  });

import { queryOptions } from '@tanstack/react-query';
import { carOwnerInfo } from '@kc/shared';
import { api } from '../../../lib/http';
import { carOwnerKeys } from './carowner-keys';

/** One of my certifications (another person's answers 10004). */
export const carOwnerInfoQuery = (id: number) =>
  queryOptions({
    queryKey: carOwnerKeys.info(id),
    queryFn: () => api.call(carOwnerInfo, { id }),
    staleTime: 0,
  });

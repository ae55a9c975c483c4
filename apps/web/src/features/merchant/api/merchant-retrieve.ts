import { queryOptions } from '@tanstack/react-query';
import { merchantRetrieve } from '@kc/shared';
import { api } from '../../../lib/http';
import { merchantKeys } from './merchant-keys';

/** Registered enterprises (and others' applications in review) by name or unified social credit code. */
export const merchantRetrieveQuery = (keyword: string) =>
  queryOptions({
    queryKey: merchantKeys.retrieve(keyword),
    queryFn: () => api.call(merchantRetrieve, { keyword }),
    enabled: keyword.length >= 2,
  });

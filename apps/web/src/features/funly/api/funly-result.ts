import { queryOptions, useQuery } from '@tanstack/react-query';
import { funlyResult } from '@kc/shared';
import { api } from '../../../lib/http';
import { funlyKeys } from './funly-keys';

/** The caller's outcome for an event (id) or for an event order (orderId). */
export const funlyResultQuery = (by: { id?: number; orderId?: number }) =>
  queryOptions({
    queryKey: funlyKeys.result(by.id, by.orderId),
    queryFn: () =>
      api.call(funlyResult, {
        ...(by.id ? { id: by.id } : {}),
        ...(by.orderId ? { order_id: by.orderId } : {}),
      }),
    staleTime: 0,
  });

export function useFunlyResult(by: { id?: number; orderId?: number }) {
  return useQuery({ ...funlyResultQuery(by), enabled: !!(by.id || by.orderId) });
}

import { useQuery } from '@tanstack/react-query';
import { orderInfo, type Order } from '@kc/shared';
import { api } from '../../../lib/http';
import { orderKeys } from './order-keys';

/** One of the caller's orders by id. */
export function useOrderInfo(id: number | undefined, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: orderKeys.byId(id ?? 0),
    queryFn: () => api.call(orderInfo, { id: id! }),
    enabled: id !== undefined && (opts.enabled ?? true),
  });
}

/**
 * One of the caller's orders by its order_sn, as the server has it now (the result page never trusts the
 * payment page); `poll(order)` gives the refetch interval in ms, or false to stop.
 */
export function useOrderBySn(orderSn: string, poll?: (order: Order | undefined) => number | false) {
  return useQuery({
    queryKey: orderKeys.bySn(orderSn),
    queryFn: () => api.call(orderInfo, { order_sn: orderSn }),
    enabled: !!orderSn,
    refetchInterval: poll ? (query) => poll(query.state.data) : false,
    refetchOnWindowFocus: true,
  });
}

import { useQuery } from '@tanstack/react-query';
import { blindBoxOrderResult } from '@kc/shared';
import { api } from '../../../lib/http';
import { blindBoxKeys } from './blindbox-keys';

/**
 * The boxes opened by one of my orders. Right after the cashier the payment notice may still be on its way: while
 * the order is unpaid it is asked again every 2 s (up to 30 s).
 */
export function useOrderResult(orderId: number | undefined) {
  return useQuery({
    queryKey: blindBoxKeys.order(orderId ?? 0),
    queryFn: () => api.call(blindBoxOrderResult, { order_id: orderId! }),
    enabled: orderId !== undefined,
    refetchInterval: (q) => (q.state.data?.state === 'unpaid' && q.state.dataUpdateCount < 15 ? 2000 : false),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelOrder } from '@kc/shared';
import { api } from '../../../lib/http';
import { orderKeys } from './order-keys';

/** Cancels one of the caller's unpaid orders; its stock returns. The order's copy is replaced by the answer. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(cancelOrder, { id }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.byId(order.id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.saleAll });
    },
  });
}

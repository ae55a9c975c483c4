import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refundOrder } from '@kc/shared';
import { api } from '../../../lib/http';
import { orderKeys } from './order-keys';

export interface RefundInput {
  id: number;
  quantity: number;
  reason: string;
  to: 'original' | 'balance';
}

/** Refunds unused items of a paid order; the order's copy is replaced by the answer, the lists refetch. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: RefundInput) => api.call(refundOrder, q),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.byId(order.id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['holding'] });
    },
  });
}

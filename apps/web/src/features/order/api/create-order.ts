import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createOrder } from '@kc/shared';
import { api } from '../../../lib/http';
import { orderKeys } from './order-keys';

export interface CreateOrderInput {
  itemId: number;
  quantity: number;
  /** null: for oneself */
  recipientId: number | null;
  spm: string;
}

/** Reserves the stock and creates an unpaid order (type 1: an item on sale); stock and orders refetch. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: CreateOrderInput) =>
      api.call(createOrder, {
        type: 1,
        data: { item_id: q.itemId, quantity: q.quantity, recipient_id: q.recipientId, spm: q.spm },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.saleAll });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

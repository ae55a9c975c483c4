import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itemAction, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { itemInfoKey } from './item-info';
import { itemsKey } from './item-list';

export type StateAction = CallQuery<typeof itemAction>['action'];

/** submit, disable, enable, takedown, copy or delete; the answer is the item after it (the copy for copy, null after delete). */
export function useItemAction() {
  const queryClient = useQueryClient();
  const businessId = useSession((s) => s.businessId);
  return useMutation({
    mutationFn: (q: { id: number; action: StateAction }) => api.call(itemAction, q),
    onSuccess: async ({ item }) => {
      await queryClient.invalidateQueries({ queryKey: itemsKey(businessId) });
      if (item) queryClient.setQueryData(itemInfoKey(businessId, item.id), item);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itemSave } from '@kc/shared';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import type { ItemSaveQuery } from '../utils/item-form-values';
import { itemInfoKey } from './item-info';
import { itemsKey } from './item-list';

/** Create (no id) or update an item; a live item's change goes to audit (`pending_change`). */
export function useSaveItem() {
  const queryClient = useQueryClient();
  const businessId = useSession((s) => s.businessId);
  return useMutation({
    mutationFn: (query: ItemSaveQuery) => api.call(itemSave, query),
    onSuccess: async (item) => {
      await queryClient.invalidateQueries({ queryKey: itemsKey(businessId) });
      queryClient.setQueryData(itemInfoKey(businessId, item.id), item);
    },
  });
}

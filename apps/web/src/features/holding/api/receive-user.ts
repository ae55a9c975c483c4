import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receiveUser, type CallData } from '@kc/shared';
import { api } from '../../../lib/http';
import { holdingKeys } from './holding-keys';

export type ReceiveOutcome = CallData<typeof receiveUser>;

/** Receives a free item for oneself or a family member (recipientId); the lists refetch. */
export function useReceiveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: { itemId: number; recipientId?: number | null; spm: string }) =>
      api.call(receiveUser, { item_id: q.itemId, recipient_id: q.recipientId ?? null, spm: q.spm }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: holdingKeys.receiveAll });
      void queryClient.invalidateQueries({ queryKey: holdingKeys.all });
    },
  });
}

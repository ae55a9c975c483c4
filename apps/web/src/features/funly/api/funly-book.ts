import { useMutation, useQueryClient } from '@tanstack/react-query';
import { funlyBook } from '@kc/shared';
import { api } from '../../../lib/http';
import { funlyKeys } from './funly-keys';

/** Book (or change to) a slot of an event one has applied to; null cancels the booking. */
export function useFunlyBook(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slotId: number | null) => api.call(funlyBook, { id, ...(slotId ? { slot_id: slotId } : {}) }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: funlyKeys.all }),
  });
}

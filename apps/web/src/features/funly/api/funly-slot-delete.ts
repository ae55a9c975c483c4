import { useMutation, useQueryClient } from '@tanstack/react-query';
import { funlySlotDelete } from '@kc/shared';
import { api } from '../../../lib/http';

/** Deletes a slot without bookings of event `id`; answers the event's slots, and event queries are stale. */
export function useFunlySlotDelete(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slotId: number) => api.call(funlySlotDelete, { id, slot_id: slotId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['funly'] }),
  });
}

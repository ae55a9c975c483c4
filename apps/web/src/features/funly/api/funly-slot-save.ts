import { useMutation, useQueryClient } from '@tanstack/react-query';
import { funlySlotSave } from '@kc/shared';
import { api } from '../../../lib/http';

export interface SlotInput {
  title: string;
  start_time: number;
  end_time: number;
  capacity: number;
}

/** Adds (no slot_id) or changes a slot of event `id`; answers the event's slots, and event queries are stale. */
export function useFunlySlotSave(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: SlotInput & { slot_id?: number }) => api.call(funlySlotSave, { id, ...q }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['funly'] }),
  });
}

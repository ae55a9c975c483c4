import { useMutation, useQueryClient } from '@tanstack/react-query';
import { funlyApply } from '@kc/shared';
import { api } from '../../../lib/http';
import { funlyKeys } from './funly-keys';

export interface FunlyApplyInput {
  values: Record<string, unknown>;
  companions: number;
  slotId?: number | null;
}

/** Apply to an event: going, pending or waitlisted; a paid event answers the order to pay. */
export function useFunlyApply(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FunlyApplyInput) =>
      api.call(funlyApply, {
        id,
        values: input.values,
        companions: input.companions,
        ...(input.slotId ? { slot_id: input.slotId } : {}),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: funlyKeys.all }),
  });
}

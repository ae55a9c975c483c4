import { useMutation, useQueryClient } from '@tanstack/react-query';
import { funlyAnswer } from '@kc/shared';
import { api } from '../../../lib/http';
import { funlyKeys } from './funly-keys';

/** Fill in the form of a pay-first event once paid (the caller's own application). */
export function useFunlyAnswer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, unknown>) => api.call(funlyAnswer, { id, values }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: funlyKeys.all }),
  });
}

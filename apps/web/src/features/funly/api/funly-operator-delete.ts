import { useMutation, useQueryClient } from '@tanstack/react-query';
import { funlyOperatorDelete } from '@kc/shared';
import { api } from '../../../lib/http';

/** Removes an operator of an event; operator queries are stale afterwards. */
export function useFunlyOperatorDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: { id: number; operator_id: number }) => api.call(funlyOperatorDelete, q),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['funly', 'operators'] }),
  });
}

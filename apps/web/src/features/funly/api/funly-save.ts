import { useMutation, useQueryClient } from '@tanstack/react-query';
import { funlySave, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';

export type FunlySaveQuery = CallQuery<typeof funlySave>;

/**
 * Creates (no id) or updates an event of the current business; `submit: true` checks every field and sends it to
 * review. Every event query is stale afterwards.
 */
export function useFunlySave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: FunlySaveQuery) => api.call(funlySave, query),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['funly'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exhibitionContentDelete, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { exhibitionKeys } from './exhibition-keys';

export type ContentDeleteQuery = CallQuery<typeof exhibitionContentDelete>;

/** Deletes a news item, activity, brand or past edition. Every exhibition screen refreshes after it. */
export function useContentDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: ContentDeleteQuery) => api.call(exhibitionContentDelete, q),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exhibitionKeys.all }),
  });
}

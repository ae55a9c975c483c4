import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exhibitionNewsSave, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { exhibitionKeys } from './exhibition-keys';

export type NewsSaveQuery = CallQuery<typeof exhibitionNewsSave>;

/** Adds (no id) or changes a news item. Every exhibition screen refreshes after it. */
export function useNewsSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: NewsSaveQuery) => api.call(exhibitionNewsSave, q),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exhibitionKeys.all }),
  });
}

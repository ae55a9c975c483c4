import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exhibitionHistorySave, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { exhibitionKeys } from './exhibition-keys';

export type HistorySaveQuery = CallQuery<typeof exhibitionHistorySave>;

/** Adds (no id) or changes a past edition. Every exhibition screen refreshes after it. */
export function useHistorySave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: HistorySaveQuery) => api.call(exhibitionHistorySave, q),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exhibitionKeys.all }),
  });
}

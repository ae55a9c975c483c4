import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exhibitionActivitySave, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { exhibitionKeys } from './exhibition-keys';

export type ActivitySaveQuery = CallQuery<typeof exhibitionActivitySave>;

/** Adds (no id) or changes an activity. Every exhibition screen refreshes after it. */
export function useActivitySave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: ActivitySaveQuery) => api.call(exhibitionActivitySave, q),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exhibitionKeys.all }),
  });
}

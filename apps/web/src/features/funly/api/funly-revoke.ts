import { useMutation, useQueryClient } from '@tanstack/react-query';
import { funlyRevoke } from '@kc/shared';
import { api } from '../../../lib/http';

/** Revokes a published event (with a reason; applicants are told) or deletes a draft; event queries are stale. */
export function useFunlyRevoke() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: { id: number; reason?: string }) => api.call(funlyRevoke, { id: q.id, reason: q.reason ?? '' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['funly'] }),
  });
}

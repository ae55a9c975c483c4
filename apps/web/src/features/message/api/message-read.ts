import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageRead } from '@kc/shared';
import { api } from '../../../lib/http';
import { messagesKey, userKey } from './message-list';

/** Marks one notice read; the list and the /my counters are stale afterwards. */
export function useReadMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(messageRead, { id }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesKey }),
        queryClient.invalidateQueries({ queryKey: userKey }),
      ]),
  });
}

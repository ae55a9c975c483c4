import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageReadAll } from '@kc/shared';
import { api } from '../../../lib/http';
import { messagesKey, userKey } from './message-list';

/** Marks every notice read; the list and the /my counters are stale afterwards. */
export function useReadAllMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(messageReadAll, {}),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesKey }),
        queryClient.invalidateQueries({ queryKey: userKey }),
      ]),
  });
}

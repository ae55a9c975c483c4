import { useMutation, useQueryClient } from '@tanstack/react-query';
import { funlyCheckinUndo } from '@kc/shared';
import { api } from '../../../lib/http';

/** Undoes an application's check-in (the server records who and when); every event query is stale afterwards. */
export function useFunlyCheckinUndo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(funlyCheckinUndo, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['funly'] }),
  });
}

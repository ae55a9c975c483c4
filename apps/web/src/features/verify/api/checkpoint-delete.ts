import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkpointDelete } from '@kc/shared';
import { api } from '../../../lib/http';
import { verifyKeys } from './verify-keys';

/** Removes a write-off point; the server refuses one that has write-offs (its message says so). */
export function useDeleteCheckpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(checkpointDelete, { id }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: verifyKeys.all }),
  });
}

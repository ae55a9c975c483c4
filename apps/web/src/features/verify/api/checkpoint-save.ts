import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkpointSave, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { verifyKeys } from './verify-keys';

export type SaveCheckpointInput = CallQuery<typeof checkpointSave>;

/** Creates (no id) or changes a write-off point of an item of the current business. */
export function useSaveCheckpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveCheckpointInput) => api.call(checkpointSave, input),
    onSuccess: (point) => {
      queryClient.setQueryData(verifyKeys.point(point.id), point);
      void queryClient.invalidateQueries({ queryKey: verifyKeys.all });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkpointCheckerRemove } from '@kc/shared';
import { api } from '../../../lib/http';
import { verifyKeys } from './verify-keys';

/** Unassigns a checker from a point (their past write-offs stay); answers the point after. */
export function useRemoveChecker(pointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.call(checkpointCheckerRemove, { id: pointId, user_id: userId }),
    onSuccess: (point) => {
      queryClient.setQueryData(verifyKeys.point(point.id), point);
      void queryClient.invalidateQueries({ queryKey: verifyKeys.all });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkpointCheckerAdd } from '@kc/shared';
import { api } from '../../../lib/http';
import { verifyKeys } from './verify-keys';

/** Assigns a checker to a point by mobile (the server grants the checker role); answers the point after. */
export const addChecker = (pointId: number, mobile: string) => api.call(checkpointCheckerAdd, { id: pointId, mobile });

export function useAddChecker(pointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mobile: string) => addChecker(pointId, mobile),
    onSuccess: (point) => {
      queryClient.setQueryData(verifyKeys.point(point.id), point);
      void queryClient.invalidateQueries({ queryKey: verifyKeys.all });
    },
  });
}

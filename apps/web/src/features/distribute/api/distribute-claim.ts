import { useMutation, useQueryClient } from '@tanstack/react-query';
import { distributeClaim, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { distributeKeys } from './distribute-keys';

export type ClaimInput = CallQuery<typeof distributeClaim>;

/** Claims a distributed item with the holder's name, photo and tags; my list refetches. */
export function useDistributeClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: ClaimInput) => api.call(distributeClaim, q),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: distributeKeys.mine }),
  });
}

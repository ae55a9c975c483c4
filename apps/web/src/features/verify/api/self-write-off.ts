import { useMutation, useQueryClient } from '@tanstack/react-query';
import { selfWriteOff, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { verifyKeys } from './verify-keys';

export type SelfWriteOffInput = CallQuery<typeof selfWriteOff>;

/**
 * What a write-off changes outside this feature: my passes (the pass screens of features/cert keep their queries
 * under ['cert']: uses and state). Features do not import each other, so the root key is named here.
 */
const PASS_SCREENS = ['cert'] as const;

/** The holder writes off one of their items at a scanned point; the same nonce again replays the first answer. */
export function useSelfWriteOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: SelfWriteOffInput) => api.call(selfWriteOff, q),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: verifyKeys.pointCodes });
      void queryClient.invalidateQueries({ queryKey: PASS_SCREENS });
    },
  });
}

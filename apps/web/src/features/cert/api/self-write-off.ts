import { useMutation, useQueryClient } from '@tanstack/react-query';
import { selfWriteOff, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { certKeys } from './cert-keys';

export type SelfWriteOffInput = CallQuery<typeof selfWriteOff>;

/** The holder writes off one of their items at a scanned point; the same nonce again replays the first answer. */
export function useSelfWriteOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: SelfWriteOffInput) => api.call(selfWriteOff, q),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: certKeys.all }),
  });
}

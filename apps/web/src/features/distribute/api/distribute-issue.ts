import { useMutation, useQueryClient } from '@tanstack/react-query';
import { distributeIssue, type CallData } from '@kc/shared';
import { api } from '../../../lib/http';
import { distributeKeys } from './distribute-keys';

/** A result per mobile: 成功, or the server's reason (已发完, 已达到每人限领数量, …). */
export type DistributeOutcome = CallData<typeof distributeIssue>;

/** Distributes one of an approved item to each mobile (up to 200); daily counts the per-user limit per day. */
export function useDistributeIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: { itemId: number; mobiles: string[]; daily: boolean }) =>
      api.call(distributeIssue, { item_id: q.itemId, mobiles: q.mobiles, daily: q.daily }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: distributeKeys.all }),
  });
}

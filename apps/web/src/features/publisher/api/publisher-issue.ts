import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publisherIssue, type CallData, type PublisherQuota } from '@kc/shared';
import { api } from '../../../lib/http';
import { publisherKeys } from './publisher-keys';

/** A result per mobile (成功, or the reason: 已发完, 已达到每人限领数量, …) and the quota after the issue. */
export type IssueOutcome = CallData<typeof publisherIssue>;

/** Issues one each from my quota to up to 50 mobiles; the answer has a result per mobile and the quota after. */
export function useIssueFromQuota(quotaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mobiles: string[]) => api.call(publisherIssue, { quota_id: quotaId, mobiles }),
    onSuccess: ({ quota }) => {
      // the quota shown on the issuing screen changes at once, the lists refetch
      queryClient.setQueriesData<PublisherQuota | null>({ queryKey: [...publisherKeys.mine, 'one'] }, (old) =>
        old?.id === quota.id ? quota : old,
      );
      void queryClient.invalidateQueries({ queryKey: publisherKeys.all });
    },
  });
}

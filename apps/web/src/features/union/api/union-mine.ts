import { useQuery } from '@tanstack/react-query';
import { unionMine } from '@kc/shared';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session-store';
import { unionKeys } from './union-keys';

/** The current business's latest application to a campaign; null when it has not applied. */
export function useMyApplication(campaignId: number) {
  const businessId = useSession((s) => s.businessId);
  return useQuery({
    queryKey: unionKeys.mine(businessId, campaignId),
    queryFn: async () => {
      const { list } = await api.call(unionMine, { campaign_id: campaignId, page: 1, page_size: 1 });
      return list[0] ?? null;
    },
  });
}

import { useQuery } from '@tanstack/react-query';
import { campaignInfo } from '@kc/shared';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session-store';
import { unionKeys } from './union-keys';

/** One campaign with its form and the current business's application state. */
export function useCampaign(id: number) {
  const businessId = useSession((s) => s.businessId);
  return useQuery({ queryKey: unionKeys.campaign(businessId, id), queryFn: () => api.call(campaignInfo, { id }) });
}

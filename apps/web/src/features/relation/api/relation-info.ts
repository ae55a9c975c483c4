import { useQuery } from '@tanstack/react-query';
import { relationInfo, type CallData } from '@kc/shared';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session-store';
import { relationKeys } from './relation-keys';

export type Relation = CallData<typeof relationInfo>;

/** The coupons a ticket bundles now, and a change waiting for audit (null when none). */
export function useRelation(ticketId: number) {
  const businessId = useSession((s) => s.businessId);
  return useQuery({
    queryKey: relationKeys.info(businessId, ticketId),
    queryFn: () => api.call(relationInfo, { ticket_id: ticketId }),
  });
}

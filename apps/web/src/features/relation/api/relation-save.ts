import { useMutation, useQueryClient } from '@tanstack/react-query';
import { relationSave } from '@kc/shared';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session-store';
import { relationKeys } from './relation-keys';

/** Submits the coupons a ticket should bundle (audited); the screen shows the answer as the pending change. */
export function useRelationSave(ticketId: number) {
  const queryClient = useQueryClient();
  const businessId = useSession((s) => s.businessId);
  return useMutation({
    mutationFn: (couponIds: number[]) => api.call(relationSave, { ticket_id: ticketId, coupon_ids: couponIds }),
    onSuccess: (data) => queryClient.setQueryData(relationKeys.info(businessId, ticketId), data),
  });
}

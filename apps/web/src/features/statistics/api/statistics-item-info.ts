import { queryOptions } from '@tanstack/react-query';
import { statisticsCouponInfo, statisticsInvitationInfo, statisticsTicketInfo } from '@kc/shared';
import { api } from '../../../lib/http';
import type { ItemType } from '../components/efficiency-paths';
import { statisticsKeys } from './statistics-keys';

const CALLS = { ticket: statisticsTicketInfo, coupon: statisticsCouponInfo, invitation: statisticsInvitationInfo };

export interface ItemInfoQuery {
  id: number;
  projectid?: number;
  start_date?: string;
  end_date?: string;
}

/** The record of one ticket, coupon or invitation in a range. */
export const itemInfoQuery = (type: ItemType, q: ItemInfoQuery) =>
  queryOptions({
    queryKey: statisticsKeys.item(type, q),
    queryFn: () => api.call(CALLS[type], q),
    staleTime: 0,
  });

import { useQuery } from '@tanstack/react-query';
import { itemList } from '@kc/shared';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session-store';
import { relationKeys } from './relation-keys';

const PICK_PAGE_SIZE = 100;

/** The approved, in-progress coupons of the current business, to bundle with a ticket. */
export function useApprovedCoupons() {
  const businessId = useSession((s) => s.businessId);
  return useQuery({
    queryKey: relationKeys.coupons(businessId),
    queryFn: () => api.call(itemList, { filter: 1, product_type: 2, page: 1, page_size: PICK_PAGE_SIZE }),
    select: (d) => d.list,
  });
}

import { useQuery } from '@tanstack/react-query';
import { itemList } from '@kc/shared';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session-store';
import { distributeKeys } from './distribute-keys';

const PICK_PAGE_SIZE = 100;

/** The approved, in-progress items of the current business (filter 1), for the item to distribute. */
export function useApprovedItems() {
  const businessId = useSession((s) => s.businessId);
  return useQuery({
    queryKey: distributeKeys.items(businessId),
    queryFn: () => api.call(itemList, { filter: 1, page: 1, page_size: PICK_PAGE_SIZE }),
    select: (d) => d.list,
  });
}

import { useQuery } from '@tanstack/react-query';
import { findMyQuota } from '../api/publisher-mine';
import { publisherKeys } from '../api/publisher-keys';

/** One of my quotas as publisher: by quota id, by item, or both (they must agree); null when I hold none. */
export function useMyQuota(by: { quotaId?: number; itemId?: number }) {
  return useQuery({
    queryKey: publisherKeys.myQuota(by),
    queryFn: () =>
      findMyQuota(
        (q) =>
          (by.quotaId === undefined || q.id === by.quotaId) && (by.itemId === undefined || q.item_id === by.itemId),
      ),
    staleTime: 0,
  });
}

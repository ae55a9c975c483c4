import { useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { ListResult } from '@kc/shared';

/**
 * Whether the paged list under `queryKey` (a ListView's) has loaded and holds nothing: read from the query cache,
 * without observing the query (its options stay the list's own).
 */
export function useListEmpty(queryKey: QueryKey): boolean {
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  const read = () => {
    const first = client.getQueryData<InfiniteData<ListResult<unknown>, number>>(queryKey)?.pages[0];
    return first !== undefined && first.list.length === 0;
  };
  return useSyncExternalStore(subscribe, read, read);
}

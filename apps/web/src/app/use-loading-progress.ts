import { useIsFetching } from '@tanstack/react-query';
import { useNavigation } from 'react-router';

/**
 * Whether the screen is waiting: a navigation loading its route (the lazy page chunk, the guard), or a query
 * fetching its first data (one that has data already refreshes quietly).
 */
export function useLoadingProgress(): boolean {
  const navigating = useNavigation().state !== 'idle';
  const firstData = useIsFetching({ predicate: (q) => q.state.data === undefined });
  return navigating || firstData > 0;
}

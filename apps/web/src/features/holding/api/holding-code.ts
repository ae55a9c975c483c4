import { useQuery } from '@tanstack/react-query';
import { holdingCode } from '@kc/shared';
import { api } from '../../../lib/http';
import { holdingKeys } from './holding-keys';

const DEFAULT_REFRESH_S = 30;

/**
 * The short-lived code of one of the caller's items, fetched again every `refresh_in` seconds while the
 * item is usable and the page is shown (no refetch in the background).
 */
export function useHoldingCode(holdingId: number) {
  return useQuery({
    queryKey: holdingKeys.code(holdingId),
    queryFn: () => api.call(holdingCode, { holding_id: holdingId, print: false }),
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (q) => {
      const d = q.state.data;
      if (!d || d.card.state !== 'valid') return false;
      return Math.max(5, d.refresh_in || DEFAULT_REFRESH_S) * 1000;
    },
    refetchIntervalInBackground: false,
    // back from the background: the code may have expired meanwhile
    refetchOnWindowFocus: true,
  });
}

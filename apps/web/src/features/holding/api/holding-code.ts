import { queryOptions, useQuery } from '@tanstack/react-query';
import { holdingCode } from '@kc/shared';
import { api } from '../../../lib/http';
import { holdingKeys } from './holding-keys';

const DEFAULT_REFRESH_S = 30;

/**
 * How long a fetched code is shown without asking again (and kept once no page shows it): the route's prefetch
 * (app/routes/table.ts) fetches it before the page mounts, and the page uses that answer instead of a second one. A
 * code lives CODE_TTL_SECONDS (60 s on the server) and is replaced every refresh_in (30 s), so a code at most 10 s old
 * is still good to scan.
 */
export const HOLDING_CODE_FRESH_MS = 10_000;

/** The query of a holding's code (the page's and the route's prefetch). */
export const holdingCodeQuery = (holdingId: number) =>
  queryOptions({
    queryKey: holdingKeys.code(holdingId),
    queryFn: () => api.call(holdingCode, { holding_id: holdingId, print: false }),
    staleTime: HOLDING_CODE_FRESH_MS,
    gcTime: HOLDING_CODE_FRESH_MS,
  });

/**
 * The short-lived code of one of the caller's items, fetched again every `refresh_in` seconds while the
 * item is usable and the page is shown (no refetch in the background).
 */
export function useHoldingCode(holdingId: number) {
  return useQuery({
    ...holdingCodeQuery(holdingId),
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

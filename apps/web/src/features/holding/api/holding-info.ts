import { useQuery } from '@tanstack/react-query';
import { holdingInfo } from '@kc/shared';
import { api } from '../../../lib/http';
import { holdingKeys } from './holding-keys';

/** One of the caller's items (the card of spec 3.4 with state and uses). */
export function useHoldingInfo(holdingId: number | undefined) {
  return useQuery({
    queryKey: holdingKeys.info(holdingId ?? 0),
    queryFn: () => api.call(holdingInfo, { holding_id: holdingId! }),
    enabled: holdingId !== undefined,
  });
}

import { useQuery } from '@tanstack/react-query';
import { holdingCode } from '@kc/shared';
import { api } from '../../../lib/http';
import { certKeys } from './cert-keys';

/** The print code of one of my registered passes: valid until the pass expires (the holder only). */
export function usePrintCode(holdingId: number | undefined) {
  return useQuery({
    queryKey: certKeys.printCode(holdingId ?? 0),
    queryFn: () => api.call(holdingCode, { holding_id: holdingId ?? 0, print: true }),
    enabled: holdingId !== undefined && holdingId > 0,
    staleTime: Infinity,
  });
}

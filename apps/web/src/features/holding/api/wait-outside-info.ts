import { useQuery } from '@tanstack/react-query';
import { waitOutsideInfo } from '@kc/shared';
import { api } from '../../../lib/http';
import { holdingKeys } from './holding-keys';

/** The receivable item an outside link (`?sn=<item id>`) opened, with the spm it came through. */
export function useOutsideItem(sn: string | null, spm: string) {
  return useQuery({
    queryKey: holdingKeys.outside(sn ?? '', spm),
    queryFn: () => api.call(waitOutsideInfo, { sn: sn!, spm }),
    enabled: !!sn,
  });
}

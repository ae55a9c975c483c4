import { useQuery } from '@tanstack/react-query';
import { pointByCode } from '@kc/shared';
import { api } from '../../../lib/http';
import { verifyKeys } from './verify-keys';

/** The write-off point behind a scanned point code and my items usable there. */
export function usePointByCode(pointCode: string) {
  return useQuery({
    queryKey: verifyKeys.pointCode(pointCode),
    queryFn: () => api.call(pointByCode, { point_code: pointCode }),
    enabled: pointCode !== '',
  });
}

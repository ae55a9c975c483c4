import { useQuery } from '@tanstack/react-query';
import { certInfo } from '@kc/shared';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { certKeys } from './cert-keys';

/** A pass by its serial (public): full holder details for its holder, masked for anybody else. */
export function useCertInfo(certSn: string) {
  // who asks changes the answer (mine, masking): a login or logout asks again
  const viewer = useSession((s) => (s.token ? `user:${s.uid ?? ''}` : 'guest'));
  return useQuery({
    queryKey: certKeys.info(certSn, viewer),
    queryFn: () => api.call(certInfo, { cert_sn: certSn }),
    enabled: certSn !== '',
  });
}

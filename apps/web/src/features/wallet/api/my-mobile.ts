import { useQuery } from '@tanstack/react-query';
import { userInfo } from '@kc/shared';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';

/** The caller's own mobile (SMS codes go there): the session's copy, else the profile's. */
export function useMyMobile(): { mobile: string; loading: boolean } {
  const sessionMobile = useSession((s) => s.mobile);
  const q = useQuery({ queryKey: ['user', 'info'], queryFn: () => api.call(userInfo), enabled: !sessionMobile });
  return { mobile: sessionMobile || q.data?.mobile || '', loading: !sessionMobile && q.isPending };
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userInfo } from '@kc/shared';
import { api } from '../../../lib/http';
import { useIsLoggedIn, useSession } from '../../../lib/session';

export const userInfoQuery = queryOptions({
  queryKey: ['user', 'info'],
  queryFn: () => api.call(userInfo),
});

/** The caller's profile, balance and counters (only while logged in); keeps the session's copy current. */
export function useUserInfo() {
  const q = useQuery({ ...userInfoQuery, enabled: useIsLoggedIn() });
  useEffect(() => {
    if (q.data) useSession.getState().setUserInfo(q.data);
  }, [q.data]);
  return q;
}

import { useLayoutEffect, useState } from 'react';
import { EMPTY_USER_INFO, useSession } from '../../../lib/session';

/**
 * The native app shell opens a page with its user's `token` (and `mobile`): when it differs from the
 * session's, it becomes the session (the rest of the old user's session is dropped). True once done.
 */
export function useAdoptToken(token: string | null, mobile: string | null): boolean {
  const [done, setDone] = useState(false);
  useLayoutEffect(() => {
    if (token && token !== useSession.getState().token) {
      useSession.setState({
        token,
        refreshToken: '',
        mobile: mobile ?? '',
        username: '',
        uid: null,
        info: null,
        userInfo: EMPTY_USER_INFO,
      });
    }
    setDone(true);
  }, [token, mobile]);
  return done;
}

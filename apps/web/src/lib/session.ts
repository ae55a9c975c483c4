import { api, bootCalls } from './http';
import { isLoggedIn, localLogout } from './session-store';

export {
  useSession,
  isLoggedIn,
  useIsLoggedIn,
  localLogout,
  EMPTY_USER_INFO,
  LOGOUT_COOKIES,
  type SessionData,
  type SessionState,
  type SessionUserInfo,
} from './session-store';

/** Ends the session on the server (best effort, when a token exists), then logs out locally (spec 4). */
export const logout = async (): Promise<void> => {
  if (isLoggedIn()) {
    try {
      await api.call((await bootCalls()).logout, {}, { quiet: true });
    } catch {
      // the local logout below is what matters
    }
  }
  localLogout();
};

/**
 * The app shell's login callback (spec 4, 7.6): `window.kcAppLogin(message)`, the message a JSON string
 * (or an object) `{ code, message?, data: { token, refreshToken, uid, mobile, username, userInfo, expires_in } }`.
 * Code 0 stores the user in the session, clears the source (field and cookie) and reloads after 20 ms.
 */
import { removeCookie, type Session } from '@kc/shared';
import { useSession } from '../../session';

export const LOGIN_CALLBACK = 'kcAppLogin';
export const LOGIN_RELOAD_DELAY_MS = 20;

export interface LoginCallbackDeps {
  reload?: () => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
}

const parse = (raw: unknown): { code?: unknown; data?: unknown } | undefined => {
  try {
    const value: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
};

/** The app's user as a Session (missing fields empty), or undefined without a token. */
export const sessionFromApp = (data: unknown): Session | undefined => {
  const d = (data ?? {}) as Partial<Record<keyof Session, unknown>>;
  if (typeof d.token !== 'string' || !d.token) return undefined;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    token: d.token,
    refreshToken: text(d.refreshToken),
    expires_in: Number(d.expires_in) || 0,
    uid: Number(d.uid) || 0,
    mobile: text(d.mobile),
    username: text(d.username),
    userInfo: (typeof d.userInfo === 'object' && d.userInfo ? d.userInfo : {}) as Session['userInfo'],
  };
};

/** Handles one login message; true when the user was stored (and the reload scheduled). */
export const handleAppLogin = (raw: unknown, deps: LoginCallbackDeps = {}): boolean => {
  const msg = parse(raw);
  const session = msg && Number(msg.code) === 0 ? sessionFromApp(msg.data) : undefined;
  if (!session) return false;
  useSession.getState().setSession(session);
  useSession.setState({ source: '' });
  removeCookie(document, 'source');
  const reload = deps.reload ?? (() => window.location.reload());
  (deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms)))(reload, LOGIN_RELOAD_DELAY_MS);
  return true;
};

export const installLoginCallback = (deps: LoginCallbackDeps = {}): void => {
  (window as unknown as Record<string, unknown>)[LOGIN_CALLBACK] = (raw: unknown) => handleAppLogin(raw, deps);
};

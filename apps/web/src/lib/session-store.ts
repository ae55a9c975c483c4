import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { removeCookie, type ClientKind, type Session, type UserInfo } from '@kc/shared';

/** User info kept with the session (spec 3.2). */
export type SessionUserInfo = Pick<
  UserInfo,
  'headimg' | 'nickname' | 'signature' | 'money' | 'newmessagenum' | 'tobepaid' | 'myticket' | 'breview' | 'userticket'
>;

export const EMPTY_USER_INFO: SessionUserInfo = {
  headimg: '',
  nickname: '',
  signature: '',
  money: 0,
  newmessagenum: 0,
  tobepaid: 0,
  myticket: 0,
  breview: 0,
  userticket: 0,
};

export interface SessionData {
  token: string;
  refreshToken: string;
  username: string;
  mobile: string;
  info: Record<string, unknown> | null;
  uid: number | null;
  userInfo: SessionUserInfo;
  source: string;
  client: ClientKind;
  businessId: number | null;
}

export interface SessionState extends SessionData {
  setSession: (session: Session) => void;
  setUserInfo: (info: Partial<SessionUserInfo>) => void;
  setClient: (client: ClientKind) => void;
  /** the business the caller acts for (sent as b_id) */
  setBusinessId: (businessId: number | null) => void;
  /** Clears exactly what spec 4 lists for logout, locally (no server call). */
  clearSession: () => void;
}

const pickUserInfo = (u: Partial<SessionUserInfo>): Partial<SessionUserInfo> =>
  Object.fromEntries(
    Object.keys(EMPTY_USER_INFO)
      .filter((k) => k in u)
      .map((k) => [k, u[k as keyof SessionUserInfo]]),
  );

export const SESSION_STORAGE_KEY = 'kc-session';
/** Cookies that logout removes (spec 4). */
export const LOGOUT_COOKIES = ['source', 'token', 'user', 'epidemic_pass', 'fast_login'] as const;

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: '',
      refreshToken: '',
      username: '',
      mobile: '',
      info: null,
      uid: null,
      userInfo: EMPTY_USER_INFO,
      source: '',
      client: 'web',
      businessId: null,
      setSession: (s) =>
        set({
          token: s.token,
          refreshToken: s.refreshToken,
          username: s.username,
          mobile: s.mobile,
          uid: s.uid,
          userInfo: { ...EMPTY_USER_INFO, ...pickUserInfo(s.userInfo) },
        }),
      setUserInfo: (info) => set((st) => ({ userInfo: { ...st.userInfo, ...pickUserInfo(info) } })),
      setClient: (client) => set({ client }),
      setBusinessId: (businessId) => set({ businessId }),
      clearSession: () =>
        set({
          token: '',
          refreshToken: '',
          username: '',
          mobile: '',
          info: null,
          uid: null,
          userInfo: EMPTY_USER_INFO,
        }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ setSession: _a, setUserInfo: _b, setClient: _c, setBusinessId: _e, clearSession: _d, ...data }) =>
        data,
    },
  ),
);

/** Logged in when a token exists (spec 4). */
export const isLoggedIn = (): boolean => !!useSession.getState().token;
export const useIsLoggedIn = (): boolean => useSession((s) => !!s.token);

/**
 * Logout of spec 4, locally: clears token, refresh token, name, mobile, info and uid, resets the user
 * info, clears session and local storage, and removes the cookies source, token, user, epidemic_pass
 * and fast_login.
 */
export const localLogout = (): void => {
  useSession.getState().clearSession();
  sessionStorage.clear();
  localStorage.clear();
  for (const name of LOGOUT_COOKIES) removeCookie(document, name);
};

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@kc/shared';
import { EMPTY_USER_INFO, logout, useSession } from './session';

const session: Session = {
  token: 'tok',
  refreshToken: 'ref',
  expires_in: 7200,
  uid: 42,
  mobile: '13800000000',
  username: 'rider',
  userInfo: {
    uid: 42,
    mobile: '13800000000',
    username: 'rider',
    nickname: '骑士',
    headimg: '/uploads/a.png',
    signature: '风里雨里',
    money: 1234,
    has_password: true,
    newmessagenum: 2,
    tobepaid: 1,
    myticket: 3,
    breview: 0,
    userticket: 5,
  },
};

const cookieNames = () =>
  document.cookie
    .split(';')
    .map((c) => c.trim().split('=')[0])
    .filter(Boolean)
    .sort();

afterEach(() => vi.unstubAllGlobals());

describe('session', () => {
  it('is logged in when a token exists', () => {
    useSession.getState().setSession(session);
    expect(useSession.getState()).toMatchObject({
      token: 'tok',
      refreshToken: 'ref',
      uid: 42,
      mobile: '13800000000',
      username: 'rider',
    });
    expect(useSession.getState().userInfo).toMatchObject({ nickname: '骑士', money: 1234, myticket: 3 });
  });

  it('logout ends the server session, then clears exactly what spec 4 lists', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 0, message: 'ok', data: {} })));
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ info: { level: 3 }, source: 'app', client: 'iOS', businessId: 9 });
    useSession.getState().setSession(session);
    localStorage.setItem('spm', 'abc');
    localStorage.setItem('tag', 'x');
    sessionStorage.setItem('entryUrl', '/my');
    for (const name of ['source', 'token', 'user', 'epidemic_pass', 'fast_login', 'keep_me'])
      document.cookie = `${name}=1; path=/`;

    await logout();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user/1.0.0/logout');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok');

    const s = useSession.getState();
    expect(s).toMatchObject({ token: '', refreshToken: '', username: '', mobile: '', info: null, uid: null });
    expect(s.userInfo).toEqual(EMPTY_USER_INFO);
    // not in the list: kept
    expect(s).toMatchObject({ source: 'app', client: 'iOS', businessId: 9 });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(cookieNames()).toEqual(['keep_me']);
  });

  it('logout without a token makes no server call and still clears', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('a', '1');
    await logout();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../session';
import { handleAppLogin, installLoginCallback } from './login-callback';

const USER = {
  token: 'app-token',
  refreshToken: 'app-refresh',
  uid: 7,
  mobile: '13800000007',
  username: 'rider',
  expires_in: 900,
  userInfo: { nickname: '骑士', headimg: '/a.png' },
};

afterEach(() => {
  vi.useRealTimers();
  useSession.getState().clearSession();
  useSession.setState({ source: '' });
  delete (window as { kcAppLogin?: unknown }).kcAppLogin;
});

describe('app login callback', () => {
  it('code 0 stores the user, clears the source and reloads after 20 ms', () => {
    vi.useFakeTimers();
    useSession.setState({ source: 'spm-share' });
    document.cookie = 'source=spm-share; path=/';
    const reload = vi.fn();
    installLoginCallback({ reload });
    (window as unknown as { kcAppLogin: (m: string) => void }).kcAppLogin(JSON.stringify({ code: 0, data: USER }));
    const s = useSession.getState();
    expect(s).toMatchObject({
      token: 'app-token',
      refreshToken: 'app-refresh',
      uid: 7,
      mobile: '13800000007',
      username: 'rider',
      source: '',
    });
    expect(s.userInfo.nickname).toBe('骑士');
    expect(document.cookie).not.toContain('source=');
    vi.advanceTimersByTime(19);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('another code, a message without token or garbage changes nothing', () => {
    const reload = vi.fn();
    const setTimer = vi.fn();
    expect(handleAppLogin({ code: 1, data: USER }, { reload, setTimer })).toBe(false);
    expect(handleAppLogin({ code: 0, data: { uid: 1 } }, { reload, setTimer })).toBe(false);
    expect(handleAppLogin('{oops', { reload, setTimer })).toBe(false);
    expect(setTimer).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBe('');
  });
});

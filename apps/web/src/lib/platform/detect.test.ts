import { describe, expect, it } from 'vitest';
import { detectClientKind, detectEnvironment, isIOSUserAgent, type DetectInput } from './detect';

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1';
const WECHAT =
  'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/116 Mobile Safari/537.36 MicroMessenger/8.0.44';
const MINI = `${WECHAT} miniProgram`;
const TOUTIAO = 'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 ToutiaoMicroApp/1.0';

const input = (o: Partial<DetectInput>): DetectInput => ({ userAgent: SAFARI, cookie: '', search: '', ...o });
const detect = (o: Partial<DetectInput>) => {
  const i = input(o);
  const env = detectEnvironment(i);
  return { env, client: detectClientKind(env, i) };
};

describe('environment and client kind', () => {
  it.each([
    ['a plain browser', {}, 'browser', 'web'],
    ['the WeChat browser', { userAgent: WECHAT }, 'wechat', 'web'],
    [
      'a mini-program web view by the global',
      { userAgent: WECHAT, wxjsEnvironment: 'miniprogram' },
      'miniprogram',
      'wxapplet',
    ],
    ['a mini-program web view by the UA', { userAgent: MINI }, 'miniprogram', 'wxapplet'],
    ['the iOS app shell', { cookie: 'a=1; machine_type=ios' }, 'app-ios', 'iOS'],
    ['the Android app shell', { cookie: 'machine_type=android; b=2' }, 'app-android', 'android'],
    ['the app shell, cookie in capitals', { cookie: 'machine_type=IOS' }, 'app-ios', 'iOS'],
    ['a Toutiao mini-program', { userAgent: TOUTIAO }, 'browser', 'ttapplet'],
    ['an unknown machine type', { cookie: 'machine_type=windows' }, 'browser', 'web'],
  ] as const)('%s', (_name, o, env, client) => {
    expect(detect(o)).toEqual({ env, client });
  });

  it('client=web in the query forces web (the environment stays)', () => {
    expect(detect({ cookie: 'machine_type=android', search: '?client=web' })).toEqual({
      env: 'app-android',
      client: 'web',
    });
    expect(detect({ wxjsEnvironment: 'miniprogram', search: '?a=1&client=web' })).toEqual({
      env: 'miniprogram',
      client: 'web',
    });
  });

  it('ignores an unknown client in the query', () => {
    expect(detect({ cookie: 'machine_type=ios', search: '?client=desktop' }).client).toBe('iOS');
  });

  it('the mini-program wins over a machine-type cookie, the app shell over a WeChat UA', () => {
    expect(detect({ wxjsEnvironment: 'miniprogram', cookie: 'machine_type=ios' }).env).toBe('miniprogram');
    expect(detect({ userAgent: WECHAT, cookie: 'machine_type=android' }).env).toBe('app-android');
  });

  it('knows iOS user agents', () => {
    expect(isIOSUserAgent(SAFARI)).toBe(true);
    expect(isIOSUserAgent(WECHAT)).toBe(false);
  });
});

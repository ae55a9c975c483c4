import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeWx, SIGNATURE } from '../testing/fake-wx';
import { createWxSdk, WX_REAL_AUTH_URL_KEY, WX_SDK_RELOAD_KEY, type WxSdkDeps } from './sdk';
import type { WxConfigError } from './wx-types';

const LANDING = 'https://h5.example.com/static-kc2/my?from=share';
const CURRENT = 'https://h5.example.com/static-kc2/demo/appBridge';

const setup = (o: { isIOS?: boolean; configError?: WxConfigError; signFails?: boolean } = {}) => {
  const fake = createFakeWx({ configError: o.configError });
  const deps = {
    loadWx: vi.fn(() => Promise.resolve(fake.wx)),
    sign: vi.fn((_url: string) => (o.signFails ? Promise.reject(new Error('404')) : Promise.resolve(SIGNATURE))),
    reload: vi.fn(),
    storage: localStorage,
    isIOS: o.isIOS ?? false,
    landingUrl: () => LANDING,
    currentUrl: vi.fn(() => CURRENT),
    onAppId: vi.fn(),
    onError: vi.fn(),
  } satisfies WxSdkDeps;
  return { sdk: createWxSdk(deps), deps, fake };
};

afterEach(() => localStorage.clear());

describe('WeChat SDK init', () => {
  it('goes idle → loading → ready, configures with the signature and reports the app id', async () => {
    const { sdk, deps, fake } = setup();
    const states: string[] = [];
    sdk.subscribe(() => states.push(sdk.state));
    expect(sdk.state).toBe('idle');
    const p = sdk.init();
    expect(sdk.state).toBe('loading');
    await expect(p).resolves.toBe(fake.wx);
    expect(states).toEqual(['loading', 'ready']);
    expect(fake.wx.config).toHaveBeenCalledWith(
      expect.objectContaining({
        debug: false,
        appId: 'wx-app-1',
        timestamp: 1700000000,
        nonceStr: 'n0nce',
        signature: 'sig',
      }),
    );
    expect(fake.wx.config.mock.calls[0]![0].jsApiList).toContain('scanQRCode');
    expect(deps.onAppId).toHaveBeenCalledWith('wx-app-1');
    expect(sdk.appId).toBe('wx-app-1');
  });

  it('concurrent inits share one promise and one signature call', async () => {
    const { sdk, deps } = setup();
    const all = [sdk.init(), sdk.init(), sdk.init()];
    expect(new Set(all).size).toBe(1);
    await Promise.all(all);
    expect(deps.sign).toHaveBeenCalledTimes(1);
    await sdk.init();
    expect(deps.sign).toHaveBeenCalledTimes(1);
  });

  it('concurrent inits are rejected together on failure', async () => {
    const { sdk } = setup({ signFails: true });
    const results = await Promise.allSettled([sdk.init(), sdk.init()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(sdk.state).toBe('error');
  });

  it('a failure reloads exactly once (counter in localStorage), the next failure does not', async () => {
    const first = setup({ configError: { errMsg: 'config:invalid signature' } });
    await expect(first.sdk.init()).rejects.toThrow('config:invalid signature');
    expect(first.deps.onError).toHaveBeenCalledTimes(1);
    expect(first.deps.reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(WX_SDK_RELOAD_KEY)).toBe('1');
    // after the reload: a fresh page, the counter kept
    const second = setup({ configError: { errMsg: 'config:invalid signature' } });
    await expect(second.sdk.init()).rejects.toThrow();
    expect(second.deps.reload).not.toHaveBeenCalled();
    expect(second.sdk.state).toBe('error');
  });

  it('a signature call failure also reloads once', async () => {
    const { sdk, deps } = setup({ signFails: true });
    await expect(sdk.init()).rejects.toThrow('404');
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('success clears the reload counter', async () => {
    localStorage.setItem(WX_SDK_RELOAD_KEY, '1');
    const { sdk } = setup();
    await sdk.init();
    expect(localStorage.getItem(WX_SDK_RELOAD_KEY)).toBeNull();
  });

  it('stores a reported realAuthUrl, retries by reload and signs it next time', async () => {
    const realAuthUrl = 'https://h5.example.com/static-kc2/';
    const first = setup({ isIOS: true, configError: { errMsg: 'config:invalid url domain', realAuthUrl } });
    await expect(first.sdk.init()).rejects.toThrow();
    expect(localStorage.getItem(WX_REAL_AUTH_URL_KEY)).toBe(realAuthUrl);
    expect(first.deps.reload).toHaveBeenCalledTimes(1);
    const second = setup({ isIOS: true });
    await second.sdk.init();
    expect(second.deps.sign).toHaveBeenCalledWith(realAuthUrl);
    expect(localStorage.getItem(WX_REAL_AUTH_URL_KEY)).toBeNull();
  });
});

describe('which URL is signed', () => {
  it('iOS signs the landing URL and keeps it on route change', async () => {
    const { sdk, deps } = setup({ isIOS: true });
    await sdk.init();
    expect(deps.sign).toHaveBeenCalledWith(LANDING);
    deps.currentUrl.mockReturnValue(`${CURRENT}?page=2`);
    sdk.onRouteChange();
    await sdk.init();
    expect(deps.sign).toHaveBeenCalledTimes(1);
  });

  it('Android signs the current URL and re-signs after a route change', async () => {
    const { sdk, deps } = setup();
    await sdk.init();
    expect(deps.sign).toHaveBeenLastCalledWith(CURRENT);
    deps.currentUrl.mockReturnValue(`${CURRENT}?page=2`);
    sdk.onRouteChange();
    await sdk.init();
    expect(deps.sign).toHaveBeenCalledTimes(2);
    expect(deps.sign).toHaveBeenLastCalledWith(`${CURRENT}?page=2`);
  });

  it('a route change before any init does nothing', () => {
    const { sdk, deps } = setup();
    sdk.onRouteChange();
    expect(sdk.state).toBe('idle');
    expect(deps.sign).not.toHaveBeenCalled();
  });
});

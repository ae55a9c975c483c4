import { afterEach, describe, expect, it } from 'vitest';
import { getPlatform, getWxSdk, installPlatform, resetPlatform } from './index';

const w = window as unknown as Record<string, unknown>;

afterEach(() => {
  document.cookie = 'machine_type=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  delete w.kcAppMessage;
  delete w.kcAppLogin;
  resetPlatform();
});

describe('installPlatform', () => {
  it('in the app shell installs the reply and login callbacks and picks the native platform', () => {
    document.cookie = 'machine_type=android; path=/';
    resetPlatform();
    expect(installPlatform()).toBe('app-android');
    expect(typeof w.kcAppMessage).toBe('function');
    expect(typeof w.kcAppLogin).toBe('function');
    expect(getPlatform()).toMatchObject({ env: 'app-android', client: 'android' });
  });

  it('in a plain browser installs nothing and leaves the SDK idle', () => {
    resetPlatform();
    expect(installPlatform()).toBe('browser');
    expect(w.kcAppLogin).toBeUndefined();
    expect(getWxSdk().state).toBe('idle');
    expect(getPlatform()).toMatchObject({ env: 'browser', client: 'web' });
  });
});

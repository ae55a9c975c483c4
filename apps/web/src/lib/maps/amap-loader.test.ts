import { MAP_VERSION } from '@kc/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAmapLoader, MapLoadError, type AmapLoaderModule } from './amap-loader';
import type { AMapNamespace } from './amap-types';

const fakeAMap = { Map: vi.fn() } as unknown as AMapNamespace;

const fakeModule = (load: AmapLoaderModule['load']) => {
  const mod = { load: vi.fn(load), reset: vi.fn() };
  return { mod, importLoader: vi.fn(() => Promise.resolve(mod)) };
};

afterEach(() => {
  delete window._AMapSecurityConfig;
  vi.restoreAllMocks();
});

describe('AMap loader', () => {
  it('without a key fails at once without importing or loading anything', async () => {
    const { mod, importLoader } = fakeModule(() => Promise.resolve(fakeAMap));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loader = createAmapLoader({ key: '', securityCode: 'sec', importLoader });
    await expect(loader.load()).rejects.toMatchObject({ name: 'MapLoadError', reason: 'no-key' });
    expect(importLoader).not.toHaveBeenCalled();
    expect(mod.load).not.toHaveBeenCalled();
    expect(window._AMapSecurityConfig).toBeUndefined();
  });

  it('sets the security config before loading version 2.0 with the key', async () => {
    let seenConfig: unknown;
    const { mod, importLoader } = fakeModule(() => {
      seenConfig = window._AMapSecurityConfig;
      return Promise.resolve(fakeAMap);
    });
    const loader = createAmapLoader({ key: 'k1', securityCode: 'sec1', importLoader });
    await expect(loader.load()).resolves.toBe(fakeAMap);
    expect(seenConfig).toEqual({ securityJsCode: 'sec1' });
    expect(mod.load).toHaveBeenCalledWith(expect.objectContaining({ key: 'k1', version: MAP_VERSION }));
    expect(MAP_VERSION).toBe('2.0');
  });

  it('caches one load promise', async () => {
    const { mod, importLoader } = fakeModule(() => Promise.resolve(fakeAMap));
    const loader = createAmapLoader({ key: 'k', securityCode: '', importLoader });
    const [a, b] = [loader.load(), loader.load()];
    expect(a).toBe(b);
    await a;
    await expect(loader.load()).resolves.toBe(fakeAMap);
    expect(mod.load).toHaveBeenCalledTimes(1);
    expect(loader.attempts).toBe(1);
  });

  it('after a failure resets the loader and the cache, so the next call tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const { mod, importLoader } = fakeModule(() =>
      fail ? Promise.reject(new Error('script error')) : Promise.resolve(fakeAMap),
    );
    const loader = createAmapLoader({ key: 'k', securityCode: '', importLoader });
    await expect(loader.load()).rejects.toBeInstanceOf(MapLoadError);
    expect(mod.reset).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[maps] load attempt 1 failed:', expect.stringContaining('script error'));
    fail = false;
    await expect(loader.load()).resolves.toBe(fakeAMap);
    expect(mod.load).toHaveBeenCalledTimes(2);
  });

  it('gives up on a script that never answers', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { mod, importLoader } = fakeModule(() => new Promise(() => undefined));
    const loader = createAmapLoader({ key: 'k', securityCode: '', importLoader, timeoutMs: 1000 });
    const result = expect(loader.load()).rejects.toMatchObject({ reason: 'timeout' });
    await vi.advanceTimersByTimeAsync(1000);
    await result;
    expect(mod.reset).toHaveBeenCalled();
    vi.useRealTimers();
  });
});

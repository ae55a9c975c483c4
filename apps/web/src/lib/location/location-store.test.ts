import { describe, expect, it, vi } from 'vitest';
import { city, fakeApi, makeDeps } from './location-fakes';
import { createLocationStore, withProvinceFallback } from './location-store';
import { createLocationResolver } from './resolve-location';

describe('location store (spec 3.6)', () => {
  it('the city name falls back to the province', () => {
    expect(withProvinceFallback(city('', '北京市')).name).toBe('北京市');
    expect(withProvinceFallback(city('  ', '北京市')).name).toBe('北京市');
    expect(withProvinceFallback(city('杭州市', '浙江省')).name).toBe('杭州市');
  });

  it('stores the fallback for regeo and IP answers', async () => {
    const deps = makeDeps({
      api: fakeApi({
        city: city('', '上海市'),
        bounds: { southwest: { lat: 31, lng: 121 }, northeast: { lat: 31.2, lng: 121.2 } },
      }),
    });
    const outcome = await createLocationResolver(deps)();
    expect(outcome).toMatchObject({ city: { name: '上海市', province: '上海市' } });
    expect(deps.store.getState().city?.name).toBe('上海市');
  });

  it('locating is on while resolving and a new attempt clears the last failure', async () => {
    const store = createLocationStore();
    store.getState().failWith('x');
    store.getState().start();
    expect(store.getState()).toMatchObject({ locating: true, fail: null });
  });
});

describe('concurrent resolveLocation() calls', () => {
  it('share one promise and one run, then a later call runs again', async () => {
    const deps = makeDeps({
      api: fakeApi({
        city: city('重庆市'),
        bounds: { southwest: { lat: 29, lng: 106 }, northeast: { lat: 30, lng: 107 } },
      }),
    });
    const resolve = createLocationResolver(deps);
    const a = resolve();
    const b = resolve({ allowIp: false });
    expect(b).toBe(a);
    expect(deps.store.getState().locating).toBe(true);
    await Promise.all([a, b]);
    expect(deps.loadMaps).toHaveBeenCalledTimes(1);
    expect(deps.api.locateByIp).toHaveBeenCalledTimes(1);
    const c = resolve();
    expect(c).not.toBe(a);
    await c;
    expect(deps.loadMaps).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});

import gcoord from 'gcoord';
import { describe, expect, it, vi } from 'vitest';
import { city, fakeAMap, fakeApi, fakeGeolocation, fakePlatform, makeDeps } from './location-fakes';
import { createLocationResolver } from './resolve-location';

const ipAnswer = {
  city: city('重庆市'),
  bounds: { southwest: { lat: 29, lng: 106 }, northeast: { lat: 30, lng: 107 } },
};

describe('resolveLocation: the order of spec 4', () => {
  it('messaging app success: its GCJ-02 position, city from regeo, no browser or IP step', async () => {
    const platform = fakePlatform('wechat', { status: 'ok', data: { lat: 29.5, lng: 106.5, type: 'gcj02' } });
    const geolocation = fakeGeolocation({ lat: 1, lng: 1 });
    const deps = makeDeps({ platform: () => platform, geolocation: () => geolocation });
    const outcome = await createLocationResolver(deps)();
    expect(outcome).toMatchObject({ status: 'ok', source: 'wechat', pos: { lat: 29.5, lng: 106.5 } });
    expect(deps.api.regeo).toHaveBeenCalledWith({ lat: 29.5, lng: 106.5 });
    expect(deps.loadMaps).not.toHaveBeenCalled();
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    expect(deps.api.locateByIp).not.toHaveBeenCalled();
    expect(deps.store.getState()).toMatchObject({
      pos: { lat: 29.5, lng: 106.5 },
      locating: false,
      fail: null,
      city: { name: '重庆市' },
    });
  });

  it('native app success uses platform.locate too', async () => {
    const platform = fakePlatform('app-android', { status: 'ok', data: { lat: 30, lng: 120, type: 'gcj02' } });
    const outcome = await createLocationResolver(makeDeps({ platform: () => platform }))();
    expect(outcome).toMatchObject({ status: 'ok', source: 'app', pos: { lat: 30, lng: 120 } });
  });

  it('messaging app failure falls through to the maps service', async () => {
    const platform = fakePlatform('wechat', { status: 'fail', message: 'getLocation:fail' });
    const deps = makeDeps({
      platform: () => platform,
      loadMaps: vi.fn(() => Promise.resolve(fakeAMap({ lat: 29.6, lng: 106.6 }))),
    });
    const outcome = await createLocationResolver(deps)();
    expect(platform.locate).toHaveBeenCalledTimes(1);
    expect(outcome).toMatchObject({ status: 'ok', source: 'maps', pos: { lat: 29.6, lng: 106.6 } });
  });

  it('asks the platform only in the messaging app and the native app', async () => {
    for (const env of ['browser', 'miniprogram'] as const) {
      const platform = fakePlatform(env);
      await createLocationResolver(makeDeps({ platform: () => platform, api: fakeApi(ipAnswer) }))();
      expect(platform.locate).not.toHaveBeenCalled();
    }
  });

  it('maps service positions are GCJ-02 already and configured with high accuracy and 30 s', async () => {
    const AMap = fakeAMap({ lat: 29.6, lng: 106.6 });
    const deps = makeDeps({ loadMaps: vi.fn(() => Promise.resolve(AMap)) });
    const outcome = await createLocationResolver(deps)();
    expect(outcome).toMatchObject({ source: 'maps', pos: { lat: 29.6, lng: 106.6 } });
    expect(AMap.Geolocation).toHaveBeenCalledWith(
      expect.objectContaining({ enableHighAccuracy: true, timeout: 30_000 }),
    );
  });

  it('maps service unavailable: the browser position, converted from WGS-84 to GCJ-02', async () => {
    const geolocation = fakeGeolocation({ lat: 29.56, lng: 106.55 });
    const deps = makeDeps({ geolocation: () => geolocation });
    const outcome = await createLocationResolver(deps)();
    const [lng, lat] = gcoord.transform([106.55, 29.56], gcoord.WGS84, gcoord.GCJ02);
    expect(outcome).toMatchObject({ status: 'ok', source: 'browser', pos: { lat, lng } });
    expect(lat).not.toBeCloseTo(29.56, 4);
    expect(geolocation.getCurrentPosition.mock.calls[0]?.[2]).toEqual({ enableHighAccuracy: true, timeout: 30_000 });
    expect(deps.api.regeo).toHaveBeenCalledWith({ lat, lng });
  });

  it('a WGS-84 point from the platform is converted, a GCJ-02 one is not', async () => {
    const platform = fakePlatform('app-ios', { status: 'ok', data: { lat: 29.56, lng: 106.55, type: 'wgs84' } });
    const outcome = await createLocationResolver(makeDeps({ platform: () => platform }))();
    const [lng, lat] = gcoord.transform([106.55, 29.56], gcoord.WGS84, gcoord.GCJ02);
    expect(outcome).toMatchObject({ pos: { lat, lng } });
  });

  it('browser denied: IP positioning at the centre of the bounds, its own city (no regeo)', async () => {
    const deps = makeDeps({ api: fakeApi(ipAnswer) });
    const outcome = await createLocationResolver(deps)();
    expect(outcome).toMatchObject({
      status: 'ok',
      source: 'ip',
      pos: { lat: 29.5, lng: 106.5 },
      city: { name: '重庆市' },
    });
    expect(deps.api.regeo).not.toHaveBeenCalled();
  });

  it('IP not allowed: 定位失败 in the store', async () => {
    const deps = makeDeps({ api: fakeApi(ipAnswer) });
    const outcome = await createLocationResolver(deps)({ allowIp: false });
    expect(outcome).toEqual({ status: 'fail', error: 'User denied Geolocation' });
    expect(deps.api.locateByIp).not.toHaveBeenCalled();
    expect(deps.store.getState()).toMatchObject({
      locating: false,
      pos: null,
      fail: { msg: '定位失败', error: 'User denied Geolocation' },
    });
  });

  it('every step failing: 定位失败 with the last cause', async () => {
    const deps = makeDeps();
    const outcome = await createLocationResolver(deps)();
    expect(outcome).toEqual({ status: 'fail', error: 'ip failed' });
    expect(deps.store.getState().fail).toEqual({ error: 'ip failed', msg: '定位失败' });
  });

  it('a regeo failure keeps the position without a city', async () => {
    const api = fakeApi();
    api.regeo.mockRejectedValue(new Error('404'));
    const deps = makeDeps({ api, geolocation: () => fakeGeolocation({ lat: 29.56, lng: 106.55 }) });
    const outcome = await createLocationResolver(deps)();
    expect(outcome).toMatchObject({ status: 'ok', city: null });
    expect(deps.store.getState().fail).toBeNull();
  });
});

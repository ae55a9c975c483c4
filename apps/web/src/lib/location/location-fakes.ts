import { vi } from 'vitest';
import type { City } from '@kc/shared';
import type { AMapGeolocationCallback, AMapNamespace, LatLng } from '../maps/amap-types';
import type { Environment, GeoPoint, Platform, PlatformResult } from '../platform/types';
import type { GeolocationPort } from './browser-position';
import { createLocationStore } from './location-store';
import type { LocationApi, LocationDeps } from './resolve-location';

export const city = (name: string, province = '重庆市'): City => ({
  name,
  province,
  adcode: '500000',
  id: 1,
  address: '',
});

export const fakePlatform = (env: Environment, locate: PlatformResult<GeoPoint> = { status: 'fail' }) =>
  ({ env, client: 'web', locate: vi.fn(() => Promise.resolve(locate)) }) as unknown as Platform & {
    locate: ReturnType<typeof vi.fn>;
  };

/** navigator.geolocation answering a WGS-84 position or an error. */
export const fakeGeolocation = (answer: LatLng | { code: number; message: string }) => ({
  getCurrentPosition: vi.fn<GeolocationPort['getCurrentPosition']>((ok, fail) => {
    if ('lat' in answer) ok({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
    else fail?.(answer as GeolocationPositionError);
  }),
});

/** AMap whose Geolocation plugin answers a GCJ-02 position or an error. */
export const fakeAMap = (answer: LatLng | null) => {
  const Geolocation = vi.fn(function () {
    return {
      getCurrentPosition: (cb: AMapGeolocationCallback) =>
        answer ? cb('complete', { position: answer }) : cb('error', { message: 'Geolocation permission denied.' }),
    };
  });
  return { Geolocation } as unknown as AMapNamespace & { Geolocation: ReturnType<typeof vi.fn> };
};

export const fakeApi = (ip?: { city: City; bounds: { southwest: LatLng; northeast: LatLng } }) => ({
  regeo: vi.fn<LocationApi['regeo']>(() => Promise.resolve({ city: city('重庆市') })),
  locateByIp: vi.fn<LocationApi['locateByIp']>(() =>
    ip ? Promise.resolve(ip) : Promise.reject(new Error('ip failed')),
  ),
});

/** Defaults: a browser, no maps service, a denied browser position, no IP answer. */
export const makeDeps = (over: Partial<LocationDeps> = {}) => ({
  platform: () => fakePlatform('browser'),
  loadMaps: vi.fn(() => Promise.reject(new Error('no key'))),
  geolocation: () => fakeGeolocation({ code: 1, message: 'User denied Geolocation' }),
  api: fakeApi(),
  store: createLocationStore(),
  ...over,
});

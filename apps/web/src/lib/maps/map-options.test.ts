import { describe, expect, it } from 'vitest';
import { GEOCODER_OPTIONS, GEOLOCATION_OPTIONS, mapScaleFor, mapZoom } from './map-options';

describe('map options of spec 9', () => {
  it('scale 28 in the messaging app, 12 elsewhere', () => {
    expect(mapScaleFor('wechat')).toBe(28);
    for (const env of ['miniprogram', 'app-ios', 'app-android', 'browser'] as const) expect(mapScaleFor(env)).toBe(12);
  });

  it('clamps the scale to the AMap zoom range', () => {
    expect(mapZoom(28)).toBe(20);
    expect(mapZoom(12)).toBe(12);
    expect(mapZoom(0)).toBe(2);
  });

  it('high accuracy with 30 s, geocoder city 全国', () => {
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 30_000 });
    expect(GEOCODER_OPTIONS).toEqual({ city: '全国' });
  });
});

import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M, haversineMeters } from './geo.js';

describe('haversineMeters', () => {
  it('is zero for one point', () => {
    expect(haversineMeters({ lat: 29.56, lng: 106.55 }, { lat: 29.56, lng: 106.55 })).toBe(0);
  });

  it('measures one degree of a meridian as R·π/180 (≈111195 m)', () => {
    const d = haversineMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 });
    expect(d).toBeCloseTo((EARTH_RADIUS_M * Math.PI) / 180, 6);
    expect(Math.round(d)).toBe(111195);
  });

  it('measures a quarter of the equator and half the globe', () => {
    expect(haversineMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo((EARTH_RADIUS_M * Math.PI) / 2, 3);
    expect(haversineMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(EARTH_RADIUS_M * Math.PI, 3);
    expect(haversineMeters({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(EARTH_RADIUS_M * Math.PI, 3);
  });

  it('knows city distances (Chongqing–Chengdu ≈ 264 km, Beijing–Shanghai ≈ 1068 km)', () => {
    const chongqing = { lat: 29.563, lng: 106.5516 };
    const chengdu = { lat: 30.5728, lng: 104.0668 };
    expect(haversineMeters(chongqing, chengdu) / 1000).toBeCloseTo(264.2, 0);
    const beijing = { lat: 39.9042, lng: 116.4074 };
    const shanghai = { lat: 31.2304, lng: 121.4737 };
    expect(haversineMeters(beijing, shanghai) / 1000).toBeCloseTo(1067.3, 0);
  });

  it('is symmetric and shrinks longitude by cos(latitude)', () => {
    const a = { lat: 60, lng: 10 };
    const b = { lat: 60, lng: 10.001 };
    expect(haversineMeters(a, b)).toBeCloseTo(haversineMeters(b, a), 9);
    expect(haversineMeters(a, b)).toBeCloseTo((EARTH_RADIUS_M * Math.PI * 0.001 * 0.5) / 180, 2);
  });
});

import { create } from 'zustand';
import type { City } from '@kc/shared';
import type { LatLng } from '../maps/amap-types';

/** The message stored when every step of spec 4 failed (spec 8). */
export const LOCATION_FAIL_MSG = '定位失败';

/** Which step of spec 4 found the position. */
export type LocationSource = 'wechat' | 'app' | 'maps' | 'browser' | 'ip';

export interface LocationFix {
  pos: LatLng;
  city: City | null;
  source: LocationSource;
}

/** The location store of spec 3.6. */
export interface LocationState {
  pos: LatLng | null;
  locating: boolean;
  city: City | null;
  fail: { error: string; msg: string } | null;
  source: LocationSource | null;
  start: () => void;
  succeed: (fix: LocationFix) => void;
  failWith: (error: string) => void;
}

/** Spec 3.6: the city name falls back to the province when empty. */
export const withProvinceFallback = (city: City): City => ({ ...city, name: city.name.trim() || city.province });

export const createLocationStore = () =>
  create<LocationState>()((set) => ({
    pos: null,
    locating: false,
    city: null,
    fail: null,
    source: null,
    start: () => set({ locating: true, fail: null }),
    succeed: ({ pos, city, source }) =>
      set({ pos, city: city && withProvinceFallback(city), source, locating: false, fail: null }),
    failWith: (error) => set({ locating: false, fail: { error, msg: LOCATION_FAIL_MSG } }),
  }));

export type LocationStore = ReturnType<typeof createLocationStore>;

/** The app's location store. */
export const useLocation = createLocationStore();

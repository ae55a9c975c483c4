import {
  MAP_DEFAULT_CITY,
  MAP_GEOLOCATION_TIMEOUT_MS,
  MAP_HIGH_ACCURACY,
  MAP_SCALE_APP,
  MAP_SCALE_MESSAGING_APP,
} from '@kc/shared';
import type { Environment } from '../platform/types';

/** Map scale of spec 9: 28 in the messaging app, 12 elsewhere (also the `scale` of platform.openLocation). */
export const mapScaleFor = (env: Environment): number => (env === 'wechat' ? MAP_SCALE_MESSAGING_APP : MAP_SCALE_APP);

/** AMap 2.0 zoom levels run from 2 to 20: a scale beyond them is clamped for the embedded map. */
export const mapZoom = (scale: number): number => Math.min(20, Math.max(2, scale));

/** Browser positioning (spec 9): high accuracy, 30 s. */
export const GEOLOCATION_OPTIONS = {
  enableHighAccuracy: MAP_HIGH_ACCURACY,
  timeout: MAP_GEOLOCATION_TIMEOUT_MS,
} as const;

/** Geocoder defaults (spec 9): the whole country unless a city is given. */
export const GEOCODER_OPTIONS = { city: MAP_DEFAULT_CITY } as const;

import type { City } from '@kc/shared';
import type { AMapNamespace, LatLng } from '../maps/amap-types';
import type { Environment, Platform } from '../platform/types';
import { amapPosition, navigatorPosition, type GeolocationPort } from './browser-position';
import { centreOf, toGcj02 } from './coords';
import type { LocationFix, LocationSource, LocationStore } from './location-store';

/** The two server calls (platform.contract.ts), quiet: locating happens in the background. */
export interface LocationApi {
  regeo: (pos: LatLng) => Promise<{ city: City }>;
  locateByIp: () => Promise<{ city: City; bounds: { southwest: LatLng; northeast: LatLng } }>;
}

export interface LocationDeps {
  platform: () => Platform;
  loadMaps: () => Promise<AMapNamespace>;
  geolocation: () => GeolocationPort | undefined;
  api: LocationApi;
  store: LocationStore;
}

export interface ResolveOptions {
  /** step 4, IP positioning (default true) */
  allowIp?: boolean;
}

export type LocationOutcome = ({ status: 'ok' } & LocationFix) | { status: 'fail'; error: string };

/** A step answers a position (the city then comes from regeo), skips (null) or throws. */
type Found = { pos: LatLng; source: LocationSource; city?: City };
type Step = () => Promise<Found | null>;

const OWN_SOURCES: Partial<Record<Environment, LocationSource>> = {
  wechat: 'wechat',
  'app-ios': 'app',
  'app-android': 'app',
};

/** Steps 1 and 2: the messaging app or the native app positions by itself. */
const platformStep =
  (platform: Platform): Step =>
  async () => {
    const source = OWN_SOURCES[platform.env];
    if (!source) return null;
    const r = await platform.locate();
    if (r.status !== 'ok' || !r.data) throw new Error(r.message || `${source} 定位${r.status}`);
    return { pos: toGcj02(r.data), source };
  };

/** Step 3: the maps service's positioning, or the browser's own when the maps service cannot load. */
const browserStep =
  (deps: LocationDeps): Step =>
  async () => {
    const AMap = await deps.loadMaps().catch(() => null);
    if (AMap) return { pos: await amapPosition(AMap), source: 'maps' };
    return { pos: await navigatorPosition(deps.geolocation()), source: 'browser' };
  };

/** Step 4: IP positioning, the centre of the city's bounds. */
const ipStep =
  (api: LocationApi): Step =>
  async () => {
    const { city, bounds } = await api.locateByIp();
    return { pos: centreOf(bounds), city, source: 'ip' };
  };

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/**
 * resolveLocation() of spec 4: each step in order until one finds a position; the result (or
 * 定位失败) goes to the store. Concurrent calls share the call in progress.
 */
export const createLocationResolver = (deps: LocationDeps) => {
  let inflight: Promise<LocationOutcome> | null = null;

  const cityAt = (pos: LatLng): Promise<City | null> =>
    deps.api.regeo(pos).then(
      (r) => r.city,
      () => null,
    );

  const run = async (allowIp: boolean): Promise<LocationOutcome> => {
    deps.store.getState().start();
    const steps = [platformStep(deps.platform()), browserStep(deps), ...(allowIp ? [ipStep(deps.api)] : [])];
    let error = '';
    for (const step of steps) {
      try {
        const found = await step();
        if (!found) continue;
        const fix: LocationFix = {
          pos: found.pos,
          source: found.source,
          city: found.city ?? (await cityAt(found.pos)),
        };
        deps.store.getState().succeed(fix);
        return { status: 'ok', ...fix, city: deps.store.getState().city };
      } catch (e) {
        error = messageOf(e);
      }
    }
    deps.store.getState().failWith(error);
    return { status: 'fail', error };
  };

  return (options: ResolveOptions = {}): Promise<LocationOutcome> =>
    (inflight ??= run(options.allowIp ?? true).finally(() => {
      inflight = null;
    }));
};

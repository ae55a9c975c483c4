import { MAP_VERSION } from '@kc/shared';
import type { AMapNamespace } from './amap-types';

/** The JS API loader (`@amap/amap-jsapi-loader`): `load` once; after a failure it refuses until `reset`. */
export interface AmapLoaderModule {
  load: (options: { key: string; version: string; plugins: string[] }) => Promise<unknown>;
  reset?: () => void;
}

export interface AmapLoaderOptions {
  key: string;
  securityCode: string;
  importLoader?: () => Promise<AmapLoaderModule>;
  /** a blocked script never calls back: give up after this long */
  timeoutMs?: number;
}

export type MapLoadFailure = 'no-key' | 'timeout' | 'failed';

export class MapLoadError extends Error {
  constructor(
    readonly reason: MapLoadFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'MapLoadError';
  }
}

export const MAP_LOAD_TIMEOUT_MS = 15_000;
export const AMAP_PLUGINS = ['AMap.Geolocation', 'AMap.Geocoder'];

const importAmapLoader = async (): Promise<AmapLoaderModule> => {
  const mod = (await import('@amap/amap-jsapi-loader')) as unknown as AmapLoaderModule & { default?: AmapLoaderModule };
  return mod.default ?? mod;
};

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new MapLoadError('timeout', `地图服务加载超时 (${ms} ms)`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * One cached load of AMap 2.0. No key → fails at once without touching the network; the security
 * config is set before the loader runs; a failure clears the cache (and the loader) so 刷新 can retry.
 */
export const createAmapLoader = ({
  key,
  securityCode,
  importLoader = importAmapLoader,
  timeoutMs = MAP_LOAD_TIMEOUT_MS,
}: AmapLoaderOptions) => {
  let pending: Promise<AMapNamespace> | null = null;
  let attempts = 0;

  const attempt = async (): Promise<AMapNamespace> => {
    if (!key) throw new MapLoadError('no-key', '未配置地图服务 key (VITE_AMAP_KEY)');
    if (securityCode) window._AMapSecurityConfig = { securityJsCode: securityCode };
    const loader = await importLoader();
    try {
      return (await withTimeout(
        loader.load({ key, version: MAP_VERSION, plugins: AMAP_PLUGINS }),
        timeoutMs,
      )) as AMapNamespace;
    } catch (e) {
      loader.reset?.();
      if (e instanceof MapLoadError) throw e;
      throw new MapLoadError('failed', `地图服务加载失败: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    }
  };

  return {
    load(): Promise<AMapNamespace> {
      if (pending) return pending;
      attempts += 1;
      const n = attempts;
      pending = attempt().catch((e: unknown) => {
        pending = null;
        console.warn(`[maps] load attempt ${n} failed:`, e instanceof Error ? e.message : e);
        throw e;
      });
      return pending;
    },
    /** load attempts so far (diagnostics) */
    get attempts(): number {
      return attempts;
    },
  };
};

/** The app's loader, configured at build time. */
export const amapLoader = createAmapLoader({
  key: import.meta.env.VITE_AMAP_KEY ?? '',
  securityCode: import.meta.env.VITE_AMAP_SECURITY_CODE ?? '',
});

/** Loads AMap on demand (stable reference, safe as a hook dependency). */
export const loadAmap = (): Promise<AMapNamespace> => amapLoader.load();

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAmapLoader } from './amap-loader';

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="webapi.amap.com/maps"]')];

afterEach(() => {
  for (const s of scripts()) s.remove();
  delete window._AMapSecurityConfig;
  vi.restoreAllMocks();
});

/** The real @amap/amap-jsapi-loader (jsdom never runs the script, so every attempt times out). */
describe('AMap loader with the real JS API loader', () => {
  it('asks for version 2.0 with the key and the plugins after setting the security config', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loader = createAmapLoader({ key: 'test-key', securityCode: 'sec', timeoutMs: 30 });
    const loading = expect(loader.load()).rejects.toMatchObject({ reason: 'timeout' });
    await expect.poll(() => scripts().length).toBe(1);
    expect(window._AMapSecurityConfig).toEqual({ securityJsCode: 'sec' });
    const src = new URL(scripts()[0]!.src);
    expect(src.searchParams.get('v')).toBe('2.0');
    expect(src.searchParams.get('key')).toBe('test-key');
    expect(src.searchParams.get('plugin')).toBe('AMap.Geolocation,AMap.Geocoder');
    await loading;
    // the loader was reset: a retry appends a new script instead of refusing
    const retry = expect(loader.load()).rejects.toMatchObject({ reason: 'timeout' });
    await expect.poll(() => scripts().length).toBe(2);
    await retry;
  });
});

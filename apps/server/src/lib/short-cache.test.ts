import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shortCache } from './short-cache.js';

beforeEach(() => void vi.useFakeTimers({ toFake: ['performance'] }));
afterEach(() => void vi.useRealTimers());

/** a fill that counts its runs; its reads answer `value` (or fail) when released */
function filler<T>(value: T) {
  const waiting: { resolve: (v: T) => void; reject: (e: Error) => void }[] = [];
  const fill = () => new Promise<T>((resolve, reject) => void waiting.push({ resolve, reject }));
  return {
    fill,
    runs: () => waiting.length,
    release: () => waiting.forEach((w) => w.resolve(value)),
    fail: (e: Error) => waiting.forEach((w) => w.reject(e)),
  };
}

describe('shortCache', () => {
  it('answers a kept read until it is `ms` old; readers of a read in flight share it', async () => {
    const c = shortCache<string>({ ms: 1000, max: 10 });
    const f = filler('a');
    const [x, y] = [c.get('k', f.fill), c.get('k', f.fill)];
    f.release();
    expect(await Promise.all([x, y])).toEqual(['a', 'a']);
    vi.advanceTimersByTime(999);
    expect(await c.get('k', f.fill)).toBe('a');
    expect(f.runs()).toBe(1);
    vi.advanceTimersByTime(2);
    const z = c.get('k', f.fill);
    f.release();
    expect(await z).toBe('a');
    expect(f.runs()).toBe(2);
  });

  it('clear() forgets kept reads and those still in flight (a write has committed since they started)', async () => {
    const c = shortCache<string>({ ms: 1000, max: 10 });
    const old = filler('before');
    const started = c.get('k', old.fill);
    c.clear();
    const fresh = filler('after');
    const after = c.get('k', fresh.fill);
    old.release();
    fresh.release();
    expect([await started, await after]).toEqual(['before', 'after']);
    expect(await c.get('k', filler('again').fill)).toBe('after');
    c.clear();
    const again = filler('again');
    const next = c.get('k', again.fill);
    again.release();
    expect(await next).toBe('again');
  });

  it('a failed read is not kept; the oldest key goes past `max`; ms 0 keeps nothing', async () => {
    const c = shortCache<string>({ ms: 1000, max: 2 });
    const bad = filler('x');
    const failed = c.get('k', bad.fill);
    bad.fail(new Error('down'));
    await expect(failed).rejects.toThrow('down');
    const good = filler('ok');
    const ok = c.get('k', good.fill);
    good.release();
    expect(await ok).toBe('ok');

    for (const key of ['b', 'c']) {
      const f = filler(key);
      const p = c.get(key, f.fill);
      f.release();
      await p;
    }
    const k = filler('k again');
    const p = c.get('k', k.fill);
    k.release();
    expect(await p).toBe('k again');
    expect(k.runs()).toBe(1);

    const none = shortCache<string>({ ms: 0, max: 2 });
    const n = filler('n');
    const [n1, n2] = [none.get('k', n.fill), none.get('k', n.fill)];
    n.release();
    await Promise.all([n1, n2]);
    expect(n.runs()).toBe(2);
  });
});

import { Redis } from 'ioredis';

/** Short-lived shared state (SMS codes, rate limits): Redis when configured, else this process's memory. */
export interface Kv {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Sets only when absent; true when it was set. */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  /** Increments; the first increment starts the key's time to live. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /** Deletes; true when the key existed (so one caller of several wins). */
  del(key: string): Promise<boolean>;
  /** Remaining seconds to live, 0 when absent. */
  ttl(key: string): Promise<number>;
  close(): Promise<void>;
}

export function memoryKv(now: () => number = Date.now): Kv {
  const map = new Map<string, { value: string; expires: number }>();
  const live = (key: string) => {
    const e = map.get(key);
    if (e && e.expires <= now()) map.delete(key);
    return map.get(key);
  };
  return {
    get: async (k) => live(k)?.value ?? null,
    set: async (k, value, ttl) => void map.set(k, { value, expires: now() + ttl * 1000 }),
    setIfAbsent: async (k, value, ttl) => {
      if (live(k)) return false;
      map.set(k, { value, expires: now() + ttl * 1000 });
      return true;
    },
    incr: async (k, ttl) => {
      const e = live(k);
      const n = (e ? Number(e.value) : 0) + 1;
      map.set(k, { value: String(n), expires: e?.expires ?? now() + ttl * 1000 });
      return n;
    },
    del: async (k) => (live(k) ? map.delete(k) : false),
    ttl: async (k) => {
      const e = live(k);
      return e ? Math.ceil((e.expires - now()) / 1000) : 0;
    },
    close: async () => map.clear(),
  };
}

export function redisKv(url: string, prefix = 'kc:'): Kv {
  const redis = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 2, lazyConnect: false });
  return {
    get: (k) => redis.get(k),
    set: async (k, v, ttl) => void (await redis.set(k, v, 'EX', ttl)),
    setIfAbsent: async (k, v, ttl) => (await redis.set(k, v, 'EX', ttl, 'NX')) === 'OK',
    incr: async (k, ttl) => {
      const res = await redis.multi().incr(k).expire(k, ttl, 'NX').exec();
      return Number(res?.[0]?.[1]);
    },
    del: async (k) => (await redis.del(k)) > 0,
    ttl: async (k) => Math.max(0, await redis.ttl(k)),
    close: async () => void (await redis.quit()),
  };
}

import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/** Short-lived shared state (SMS codes, rate limits) and live messages: Redis when configured, else this process's memory. */
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
  /**
   * Tells every instance's subscribers of a channel (e.g. a holding written off). Best effort: it never fails the
   * caller (a lost notice costs a screen one poll), so a committed write-off is answered even while Redis is down.
   */
  publish(channel: string, message: string): Promise<void>;
  /** Listens to a channel until the returned function is called. */
  subscribe(channel: string, onMessage: (message: string) => void): Promise<() => Promise<void>>;
  /** Throws when the store cannot be reached (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function memoryKv(now: () => number = Date.now): Kv {
  const map = new Map<string, { value: string; expires: number }>();
  const bus = new EventEmitter().setMaxListeners(0);
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
    publish: async (channel, message) => void bus.emit(channel, message),
    subscribe: async (channel, onMessage) => {
      bus.on(channel, onMessage);
      return async () => void bus.off(channel, onMessage);
    },
    ping: async () => {},
    close: async () => {
      map.clear();
      bus.removeAllListeners();
    },
  };
}

/**
 * Redis: shared by every instance. While Redis is down a command fails within about a second (a couple of
 * reconnect attempts), so the calls that need it answer 503 (errors.ts) instead of hanging; ioredis reconnects and
 * re-subscribes by itself when it is back.
 */
export function redisKv(url: string, prefix = 'kc:', onError: (e: unknown) => void = () => {}): Kv {
  const redis = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 2, lazyConnect: false });
  redis.on('error', onError);
  // a subscribing connection can do nothing else: one per process, opened on the first subscription
  let subscriber: Redis | null = null;
  const bus = new EventEmitter().setMaxListeners(0);
  const listen = async (channel: string) => {
    if (!subscriber) {
      subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
      subscriber.on('error', onError);
      subscriber.on('message', (ch: string, message: string) => bus.emit(ch, message));
    }
    if (bus.listenerCount(prefix + channel) === 0) await subscriber.subscribe(prefix + channel);
  };
  return {
    get: (k) => redis.get(k),
    // a time to live of 0 keeps nothing (as in memory)
    set: async (k, v, ttl) => void (ttl > 0 ? await redis.set(k, v, 'EX', ttl) : await redis.del(k)),
    setIfAbsent: async (k, v, ttl) => ttl <= 0 || (await redis.set(k, v, 'EX', ttl, 'NX')) === 'OK',
    incr: async (k, ttl) => {
      const res = await redis.multi().incr(k).expire(k, ttl, 'NX').exec();
      return Number(res?.[0]?.[1]);
    },
    del: async (k) => (await redis.del(k)) > 0,
    ttl: async (k) => Math.max(0, await redis.ttl(k)),
    publish: async (channel, message) => void redis.publish(prefix + channel, message).catch(onError),
    subscribe: async (channel, onMessage) => {
      await listen(channel);
      bus.on(prefix + channel, onMessage);
      return async () => {
        bus.off(prefix + channel, onMessage);
        if (bus.listenerCount(prefix + channel) === 0) await subscriber?.unsubscribe(prefix + channel);
      };
    },
    ping: async () => void (await redis.ping()),
    close: async () => {
      await subscriber?.quit().catch(() => subscriber?.disconnect());
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

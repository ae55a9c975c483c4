import { timingSafeEqual } from 'node:crypto';
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
  /** Decrements a counter that exists (never below 0, never creating it): gives back a reserved attempt. */
  decr(key: string): Promise<void>;
  /**
   * Checks a one-time code in one atomic step, so parallel guesses cannot outrun the count: a try is reserved
   * (`tries` +1) *before* the comparison; past `maxTries` the code is burnt and nothing is compared. A match gives
   * the try back and, with `consume`, deletes the code (exactly one of concurrent callers gets `ok`).
   */
  checkCode(
    codeKey: string,
    triesKey: string,
    code: string,
    opts: { maxTries: number; ttlSeconds: number; consume: boolean },
  ): Promise<CodeCheck>;
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

/** `wrong`: tries used so far (the code is burnt when it reaches the maximum). */
export type CodeCheck = { result: 'ok' } | { result: 'expired' } | { result: 'wrong'; tries: number; burnt: boolean };

/** Sweep the memory store of expired keys every this many writes (a flood of new keys must not grow it for ever). */
const SWEEP_EVERY = 1000;

/** The in-process store; `size` (keys held, expired ones not yet swept included) is for tests. */
export function memoryKv(now: () => number = Date.now): Kv & { size(): number } {
  const map = new Map<string, { value: string; expires: number }>();
  const bus = new EventEmitter().setMaxListeners(0);
  const live = (key: string) => {
    const e = map.get(key);
    if (e && e.expires <= now()) map.delete(key);
    return map.get(key);
  };
  let writes = 0;
  const put = (k: string, value: string, expires: number) => {
    if (++writes % SWEEP_EVERY === 0) {
      const t = now();
      for (const [key, e] of map) if (e.expires <= t) map.delete(key);
    }
    map.set(k, { value, expires });
  };
  // every method below runs without an await between its read and its write, so each is atomic in one process
  return {
    size: () => map.size,
    get: async (k) => live(k)?.value ?? null,
    set: async (k, value, ttl) => void put(k, value, now() + ttl * 1000),
    setIfAbsent: async (k, value, ttl) => {
      if (live(k)) return false;
      put(k, value, now() + ttl * 1000);
      return true;
    },
    incr: async (k, ttl) => {
      const e = live(k);
      const n = (e ? Number(e.value) : 0) + 1;
      put(k, String(n), e?.expires ?? now() + ttl * 1000);
      return n;
    },
    decr: async (k) => {
      const e = live(k);
      if (e && Number(e.value) > 0) e.value = String(Number(e.value) - 1);
    },
    checkCode: async (codeKey, triesKey, code, o) => {
      const stored = live(codeKey);
      if (!stored) return { result: 'expired' };
      const t = live(triesKey);
      const tries = (t ? Number(t.value) : 0) + 1;
      put(triesKey, String(tries), t?.expires ?? now() + o.ttlSeconds * 1000);
      if (tries > o.maxTries) {
        map.delete(codeKey);
        return { result: 'wrong', tries: o.maxTries, burnt: true };
      }
      if (sameCode(stored.value, code)) {
        map.get(triesKey)!.value = String(tries - 1);
        if (o.consume) map.delete(codeKey);
        return { result: 'ok' };
      }
      if (tries >= o.maxTries) map.delete(codeKey);
      return { result: 'wrong', tries, burnt: tries >= o.maxTries };
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

const sameCode = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** checkCode in Redis: one script, so the reservation of a try, the comparison and the burn are one atomic step. */
const CHECK_CODE = `
local stored = redis.call('GET', KEYS[1])
if not stored then return {0, 0} end
local tries = redis.call('INCR', KEYS[2])
if tries == 1 then redis.call('EXPIRE', KEYS[2], ARGV[3]) end
local max = tonumber(ARGV[2])
if tries > max then redis.call('DEL', KEYS[1]) return {2, max} end
if stored == ARGV[1] then
  redis.call('DECR', KEYS[2])
  if ARGV[4] == '1' then redis.call('DEL', KEYS[1]) end
  return {1, 0}
end
if tries >= max then redis.call('DEL', KEYS[1]) end
return {2, tries}
`;
const DECR_EXISTING = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

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
      // no ready check: its INFO is refused once the connection is in subscriber mode, which failed subscriptions
      // made while it was (re)connecting with ERR Can't execute 'info' (bad-input on rideHeadcount's long poll)
      subscriber = new Redis(url, { maxRetriesPerRequest: 2, enableReadyCheck: false });
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
    decr: async (k) => void (await redis.eval(DECR_EXISTING, 1, k)),
    checkCode: async (codeKey, triesKey, code, o) => {
      const [kind, tries] = (await redis.eval(
        CHECK_CODE,
        2,
        codeKey,
        triesKey,
        code,
        String(o.maxTries),
        String(o.ttlSeconds),
        o.consume ? '1' : '0',
      )) as [number, number];
      if (kind === 0) return { result: 'expired' };
      if (kind === 1) return { result: 'ok' };
      return { result: 'wrong', tries, burnt: tries >= o.maxTries };
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

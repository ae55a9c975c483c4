import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { z } from 'zod';
import { resolvePath, type CallDef, type Envelope, type SmsScene } from '@kc/shared';
import { buildApp, type App } from '../app.js';
import { loadConfig, type Config } from '../config/config.js';
import { openDatabase, type Database } from '../db/client.js';
import { seedDemoData } from '../db/seed.js';
import { createMigratedDatabase, migratedPgliteDump } from './fresh-database.js';
import { memoryKv, redisKv } from '../plugins/app/kv.js';

type Overrides = Partial<Omit<Config, 'sms' | 'login' | 'upload' | 'wallet' | 'security'>> & {
  sms?: Partial<Config['sms']>;
  login?: Partial<Config['login']>;
  upload?: Partial<Config['upload']>;
  wallet?: Partial<Config['wallet']>;
  security?: Partial<Config['security']>;
};

/** A fresh database for one test app: in-memory PGlite, or a new PostgreSQL database when TEST_TARGET=postgres. */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_TARGET !== 'postgres' || !url)
    return {
      database: await openDatabase({ dataDir: null, loadDataDir: await migratedPgliteDump() }),
      drop: async () => {},
    };
  const created = await createMigratedDatabase(url);
  return { database: await openDatabase({ url: created.url, dataDir: null, poolSize: 20 }), drop: created.drop };
}

export interface TestApp extends App {
  config: Config;
  /** the last SMS code sent to a mobile for a scene */
  smsCode(mobile: string, scene: SmsScene): string;
  call<Q extends z.ZodType, D extends z.ZodType>(
    def: CallDef<Q, D>,
    query?: unknown,
    opts?: { token?: string; bearer?: string; payload?: Record<string, unknown>; rawBody?: string },
  ): Promise<Envelope<z.output<D>> & { status: number }>;
  /** logs a mobile in by SMS and returns the session */
  loginBySms(mobile: string): Promise<{ token: string; refreshToken: string; uid: number }>;
}

/**
 * Builds the real server against a real database (PGlite or PostgreSQL) and real or in-memory shared state, with
 * the demo data (`seed: false`: none). The efficiency history of the demo (db/seed-statistics.ts, about 3 s of a
 * file's set-up) only with `statistics: true`, for the files that read it.
 */
export async function testApp(
  overrides: Overrides = {},
  opts: { seed?: boolean; statistics?: boolean; fetch?: typeof fetch } = {},
): Promise<TestApp> {
  const base = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATA_DIR: path.join(os.tmpdir(), `kc-test-${randomBytes(4).toString('hex')}`),
  });
  const config: Config = {
    ...base,
    ...overrides,
    sms: { ...base.sms, ...overrides.sms },
    login: { ...base.login, ...overrides.login },
    upload: { ...base.upload, ...overrides.upload },
    wallet: { ...base.wallet, ...overrides.wallet },
    security: { ...base.security, ...overrides.security },
  };
  const { database, drop } = await freshDatabase();
  const kv =
    process.env.TEST_KV === 'redis' && process.env.TEST_REDIS_URL
      ? redisKv(process.env.TEST_REDIS_URL, `kct:${randomBytes(4).toString('hex')}:`)
      : memoryKv();
  const codes = new Map<string, string>();
  const built = await buildApp(config, {
    database,
    kv,
    logger: false,
    fetch: opts.fetch,
    sms: { send: async (m, code, scene) => void codes.set(`${scene}:${m}`, code) },
  });
  if (opts.seed !== false) await seedDemoData(database.db, config.product, { statistics: opts.statistics === true });

  const call: TestApp['call'] = async (def, query = {}, o = {}) => {
    const url = resolvePath(def.path, config.product);
    const headers: Record<string, string> = o.bearer ? { authorization: `Bearer ${o.bearer}` } : {};
    const res =
      def.method === 'GET'
        ? await built.app.inject({
            method: 'GET',
            url,
            headers,
            query: { ...(query as Record<string, string>), ...(o.token ? { token: o.token } : {}) },
          })
        : await built.app.inject({
            method: 'POST',
            url,
            headers: { ...headers, 'content-type': 'application/json' },
            payload:
              o.rawBody ?? JSON.stringify({ query, payload: { ...(o.token ? { token: o.token } : {}), ...o.payload } }),
          });
    return { ...(res.json() as Envelope<never>), status: res.statusCode };
  };

  const t: TestApp = {
    ...built,
    config,
    smsCode: (mobile, scene) => {
      const c = codes.get(`${scene}:${mobile}`);
      if (!c) throw new Error(`no SMS code sent to ${mobile} for ${scene}`);
      return c;
    },
    call,
    async loginBySms(mobile) {
      const { smsSend, login } = await import('@kc/shared');
      await call(smsSend, { mobile, scene: 'login' });
      const r = await call(login, { mobile, code: t.smsCode(mobile, 'login') });
      if (r.code !== 0) throw new Error(`login failed: ${r.message}`);
      return r.data;
    },
    async close() {
      await built.close();
      await database.close();
      await drop();
    },
  };
  return t;
}

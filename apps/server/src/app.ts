import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@kc/shared';
import type { Config } from './config/config.js';
import { openDatabase, type Database } from './db/client.js';
import { modules } from './modules/index.js';
import { callRegistrar } from './plugins/app/contract.js';
import { registerErrorHandler } from './plugins/app/errors.js';
import { memoryKv, redisKv, type Kv } from './plugins/app/kv.js';
import { consoleSms, type SmsProvider } from './plugins/app/sms.js';
import { pagePreviews } from './plugins/app/page-preview.js';
import { registerWeb } from './plugins/app/web.js';
import { registerHelmet } from './plugins/external/helmet.js';
import { createServices, type Services } from './services.js';

export interface BuildOptions {
  /** an already open database (tests); else opened from config */
  database?: Database;
  kv?: Kv;
  sms?: SmsProvider;
  logger?: boolean;
  /** the HTTP client for upstream APIs (tests point it at a fake) */
  fetch?: typeof fetch;
  /** called on the bare instance before anything is registered (error reporting) */
  instrument?: (app: FastifyInstance) => void;
}

export interface App {
  app: FastifyInstance;
  services: Services;
  database: Database;
  kv: Kv;
  /** readiness answers 503 from now on, so a load balancer stops sending new requests */
  drain(): void;
  close(): Promise<void>;
}

/** Builds the whole server from config: database, shared state, providers, error handler, every module, the web app. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    // X-Forwarded-For/-Proto/-Host count only from these proxies (TRUST_PROXY); by default the socket address is
    // the client's (req.ip: the per-address SMS and login limits), so a forged header changes nothing
    trustProxy: config.security.trustProxy,
    bodyLimit: 1024 * 1024,
    // a URL Fastify cannot even route (broken percent-encoding, e.g. /api/%zz): HTTP 400 (no route was reached, so
    // nothing may look served, not even to HEAD) with the envelope every client mistake gets
    frameworkErrors: (_err, _req, reply) =>
      void (reply as FastifyReply)
        .status(400)
        .send({ code: ErrorCode.VALIDATION, message: '请求格式错误', data: null }),
  });
  opts.instrument?.(app);
  const database =
    opts.database ??
    (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: config.dbPoolSize }));
  const kv =
    opts.kv ??
    (config.redisUrl
      ? redisKv(config.redisUrl, config.redisPrefix, (e) => app.log.warn({ err: (e as Error).message }, 'redis'))
      : memoryKv());
  const services = await createServices(config, database.db, kv, opts.sms ?? consoleSms(app.log), opts.fetch, (m) =>
    app.log.info(m),
  );

  registerErrorHandler(app);
  // browser protections (CSP, frame and sniffing headers) on every response, before any route
  await registerHelmet(app, config.security);
  const register = callRegistrar(app, config.product, services.sessions.authenticate);
  for (const mod of modules) mod({ app, register, services, config });
  await services.storage.register(app, (key, bytes) =>
    services.contentRepo.markUploaded(key, bytes).then(() => undefined),
  );
  // liveness: the process answers; readiness: it can serve (database and shared state reachable, not draining).
  // Anyone may ask; the host, pid and checks only with the monitoring token (header x-monitor-token).
  let draining = false;
  const monitor = monitorCheck(config.security.monitorToken);
  app.get('/healthz', async (req) =>
    monitor(req) ? { ok: true, instance: config.instanceId, pid: process.pid, draining } : { ok: true },
  );
  app.get('/readyz', async (req, reply) => {
    const check = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        () => 'down',
      );
    const [db, shared] = await Promise.all([check(database.db.execute(sql`select 1`)), check(kv.ping())]);
    const ok = !draining && db === 'ok' && shared === 'ok';
    return reply
      .status(ok ? 200 : 503)
      .send(
        monitor(req)
          ? { ok, instance: config.instanceId, pid: process.pid, draining, database: db, kv: shared }
          : { ok },
      );
  });
  await registerWeb(app, config.webDist, config.product, pagePreviews(services));

  return {
    app,
    services,
    database,
    kv,
    drain() {
      draining = true;
    },
    async close() {
      await app.close();
      await kv.close();
      if (!opts.database) await database.close();
    },
  };
}

/** Whether a request carries the monitoring token (constant-time; no token configured → never). */
function monitorCheck(token: string | undefined): (req: FastifyRequest) => boolean {
  if (!token) return () => false;
  const digest = (v: string) => createHash('sha256').update(v).digest();
  const expected = digest(token);
  return (req) => {
    const given = req.headers['x-monitor-token'];
    return typeof given === 'string' && timingSafeEqual(digest(given), expected);
  };
}

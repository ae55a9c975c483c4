import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from './config/config.js';

/** Error reporting when SENTRY_DSN is set: initialised before Fastify is imported, as the SDK requires. */
async function errorReporting(dsn: string | undefined): Promise<((app: FastifyInstance) => void) | undefined> {
  if (!dsn) return undefined;
  const Sentry = await import('@sentry/node');
  Sentry.init({ dsn, tracesSampleRate: 0 });
  return (app) => Sentry.setupFastifyErrorHandler(app);
}

/** Process entry: config, app, seed once, listen, graceful shutdown that finishes in-flight requests. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  const instrument = await errorReporting(config.sentryDsn);
  const { buildApp } = await import('./app.js');
  const { seedDemoData } = await import('./db/seed.js');
  const server = await buildApp(config, { instrument });
  if (config.seed && (await seedDemoData(server.database.db, config.product))) server.app.log.info('demo data seeded');
  await server.app.listen({ port: config.port, host: config.host });
  server.app.log.info(
    `web app at http://localhost:${config.port}/static-${config.product}2/ (database: ${server.database.kind})`,
  );
  // scheduled work, safe on every instance at once: each order expires and each payout settles exactly once
  const sweep = setInterval(() => {
    const { orders, wallet } = server.services;
    Promise.all([orders.expire(), wallet.processPending()]).catch((e: unknown) =>
      server.app.log.error({ err: e }, 'scheduled sweep failed'),
    );
  }, 5000);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal}: shutting down`);
    clearInterval(sweep);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});

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
  const { startJobs } = await import('./jobs.js');
  const server = await buildApp(config, { instrument });
  if (config.seed && (await seedDemoData(server.database.db, config.product))) server.app.log.info('demo data seeded');
  await server.app.listen({ port: config.port, host: config.host });
  server.app.log.info(
    `web app at http://localhost:${config.port}/static-${config.product}2/ (database: ${server.database.kind}, instance ${config.instanceId})`,
  );
  // scheduled work: each run on exactly one instance (jobs.ts), every effect conditional as well
  const { orders, wallet, rideClockins, purgeDayCodes } = server.services;
  const jobs = startJobs({
    db: server.database.db,
    intervalSeconds: config.jobIntervalSeconds,
    instance: config.instanceId,
    log: server.app.log,
    jobs: [
      { name: 'orders.expire', run: () => orders.expire() },
      { name: 'wallet.payouts', run: () => wallet.processPending() },
      { name: 'rides.purgePositions', run: () => rideClockins.purgePositions() },
      { name: 'holding.purgeDayCodes', run: () => purgeDayCodes() },
    ],
  });
  // graceful shutdown: not ready at once (the balancer stops sending), in-flight requests finish, long polls are
  // answered, the running job ends; then the connections close. A hung request cannot hold the exit for ever.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal}: draining, then shutting down`);
    server.drain();
    setTimeout(() => {
      server.app.log.error('shutdown grace period over: exiting with requests still open');
      process.exit(1);
    }, config.shutdownGraceSeconds * 1000).unref();
    jobs
      .stop()
      .then(() => server.close())
      .then(
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

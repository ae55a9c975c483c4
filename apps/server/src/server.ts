import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/config.js';
import { seedDemoData } from './db/seed.js';

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
  const server = await buildApp(config);
  if (config.seed && (await seedDemoData(server.database.db, config.product))) server.app.log.info('demo data seeded');
  await server.app.listen({ port: config.port, host: config.host });
  server.app.log.info(`web app at http://localhost:${config.port}/static-${config.product}2/ (database: ${server.database.kind})`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal}: shutting down`);
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

import { ConfigError, loadConfig } from './config/config.js';
import { openDatabase } from './db/client.js';
import { seedDemoData } from './db/seed.js';

/**
 * `npm run db:migrate`: the release step of a deployment — migrations (and the demo seed when SEED is true) run
 * once against DATABASE_URL before the new instances start. `npm run start:cluster` runs it before forking.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    if (config.seed && (await seedDemoData(database.db, config.product))) console.log('demo data seeded');
    console.log(`database migrated (${database.kind})`);
  } finally {
    await database.close();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(e instanceof ConfigError ? 2 : 1);
});

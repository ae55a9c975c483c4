/**
 * `npm run ledger:check`: proves the books balance on the configured database (DATABASE_URL, else the PGlite data
 * under DATA_DIR — stop the server first, PGlite has one user): every account's balance equals the sum of its
 * entries, every transfer sums to zero, no balance that must not is below zero.
 */
import { loadConfig } from '../apps/server/src/config/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { ledgerCheck } from '../apps/server/src/modules/wallet/ledger.js';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
const problems = await ledgerCheck(database.db);
await database.close();
if (problems.length) {
  console.error(`ledger check: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`ledger check: the books balance (${database.kind})`);

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUnavailable } from '../plugins/app/errors.js';
import { createDatabase } from '../test/fresh-database.js';
import { openDatabase, type Database } from './client.js';

const url = process.env.TEST_DATABASE_URL;

// PostgreSQL only: PGlite has no server connection to lose
describe.runIf(process.env.TEST_TARGET === 'postgres' && url)('database client on PostgreSQL', () => {
  let created: Awaited<ReturnType<typeof createDatabase>>;
  let database: Database;
  beforeAll(async () => {
    created = await createDatabase(url!);
    database = await openDatabase({ url: created.url, dataDir: null, poolSize: 4 });
  });
  afterAll(async () => {
    await database.close();
    await created.drop();
  });

  it('a connection ended by the server in the middle of a transaction fails that transaction, not the process', async () => {
    // the server ends a connection that is checked out of the pool but between two statements (as a PostgreSQL
    // shutdown or restart does): pg-pool listens for errors only on idle connections, so without a listener of our
    // own the client's 'error' event was unhandled and took the whole server process down (seen in the fault suite)
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    let unhandled: unknown = null;
    const onUncaught = (e: unknown) => (unhandled = e);
    process.on('uncaughtException', onUncaught);
    try {
      const tx = database.db.transaction(async (t) => {
        const r = (await t.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
        await admin.query('select pg_terminate_backend($1)', [r.rows[0]!.pid]);
        await new Promise((resolve) => setTimeout(resolve, 300)); // the FATAL message arrives while nothing runs
        await t.execute(sql`select 1`);
      });
      // the call that ran it answers 503 (服务暂时不可用), as for any lost connection
      expect(
        isUnavailable(
          await tx.then(
            () => null,
            (e: unknown) => e,
          ),
        ),
      ).toBe(true);
      expect(unhandled).toBeNull();
      // the pool replaces the lost connection: the next query works
      expect(((await database.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] }).rows).toHaveLength(
        1,
      );
    } finally {
      process.off('uncaughtException', onUncaught);
      await admin.end();
    }
  });
});

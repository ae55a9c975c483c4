import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';
import { ensureCatalog } from './ensure-catalog.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The database handle or an open transaction: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** the PGlite instance (kind pglite) */
  pglite?: PGlite;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const MIGRATION_LOCK = 7_310_001;

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (in memory when dataDir is null); migrates. */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string | null;
  poolSize?: number;
  /** PGlite in memory only: start from this dump of a migrated database (tests; the migrations then find nothing to do) */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.url) {
    // a request that gets no connection within 20 s (an unreachable server, or a pool queue that long) fails with
    // 503 instead of waiting for ever; below the web client's 30 s timeout, so the user sees the server's message
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10, connectionTimeoutMillis: 20_000 });
    pool.on('error', () => undefined); // a dropped idle client is replaced on next use
    // pg-pool listens for a client's errors only while it is idle: a connection the server ends while it is checked
    // out between two statements (inside a transaction, during a PostgreSQL restart) emitted an unhandled 'error'
    // that stopped the process. The statement that runs on it next fails (503), and the pool then drops it.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const client = await pool.connect();
    try {
      // several instances may start at once: migrations run under one advisory lock
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      const migrating = drizzlePg(client, { schema });
      await migratePg(migrating, { migrationsFolder });
      await ensureCatalog(migrating as unknown as Db);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
  }
  const client = opts.loadDataDir && !dir ? new PGlite({ loadDataDir: opts.loadDataDir }) : new PGlite(dir);
  const pdb = drizzlePglite(client, { schema });
  await migratePglite(pdb, { migrationsFolder });
  await ensureCatalog(pdb as unknown as Db);
  return { db: pdb as unknown as Db, kind: 'pglite', close: () => client.close(), pglite: client };
}

import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../db/client.js';

/** A digest of the migrations: a template or dump made from other migrations is never reused. */
export function migrationsDigest(): string {
  const h = createHash('sha256');
  for (const f of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const file = path.join(migrationsFolder, f);
    if (fs.statSync(file).isFile()) h.update(f).update(fs.readFileSync(file));
  }
  return h.digest('hex').slice(0, 12);
}

async function onAdmin<T>(adminUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const TEMPLATE_LOCK = 7_310_002;

/**
 * The migrated template database of these migrations (`kc_tpl_<digest>`), made once by whichever test process asks
 * first (under an advisory lock; templates of other migrations are dropped then). Copying it is a file copy, where
 * migrating a new database runs every migration again.
 */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const name = `kc_tpl_${migrationsDigest()}`;
  return onAdmin(adminUrl, async (c) => {
    await c.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await c.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      const old = await c.query("select datname from pg_database where datname like 'kc\\_tpl\\_%'");
      for (const r of old.rows as { datname: string }[])
        await c.query(`drop database if exists ${r.datname} with (force)`);
      const building = `${name}_b`;
      await c.query(`drop database if exists ${building} with (force)`);
      await c.query(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const d = await openDatabase({ url: url.toString(), dataDir: null, poolSize: 1 });
      await d.close();
      await c.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await c.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

/** A new, migrated PostgreSQL database copied from the template of the current migrations (tests). */
export async function createMigratedDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const template = await migratedTemplate(adminUrl);
  const name = `kc_t_${randomBytes(6).toString('hex')}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await onAdmin(adminUrl, (c) => c.query(`create database ${name} template ${template}`));
      break;
    } catch (e) {
      // 55006: the template is in use for a moment (another process copying it): try again
      if ((e as { code?: string }).code !== '55006' || attempt >= 20) throw e;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

const require = createRequire(import.meta.url);
let pgliteDump: Promise<Blob> | undefined;
/**
 * A dump of a migrated PGlite database; each test database starts from it. Migrating takes about 6 s, and every
 * test file is its own process, so the dump is kept on disk for every process of the run (and later runs), named by
 * the migrations' digest: a dump of other migrations is never loaded. Written to a temporary name and renamed, so a
 * process never reads another's half-written file.
 */
export function migratedPgliteDump(): Promise<Blob> {
  pgliteDump ??= (async () => {
    // named by the migrations and by PGlite's own version: a dump of another PGlite is never loaded
    let dir = path.dirname(require.resolve('@electric-sql/pglite'));
    while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
    const { version } = JSON.parse(await fs.promises.readFile(path.join(dir, 'package.json'), 'utf8')) as {
      version: string;
    };
    const file = path.join(os.tmpdir(), `kc-pglite-migrated-${migrationsDigest()}-${version}.tar`);
    try {
      return new Blob([await fs.promises.readFile(file)]);
    } catch {
      // not made yet: make it below
    }
    const d = await openDatabase({ dataDir: null });
    let dump: Blob;
    try {
      dump = await d.pglite!.dumpDataDir('none');
    } finally {
      await d.close();
    }
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await fs.promises.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await fs.promises.rename(partial, file);
    // dumps of earlier migrations are never read again
    for (const f of await fs.promises.readdir(os.tmpdir()))
      if (/^kc-pglite-migrated-[\w.-]+\.tar$/.test(f) && f !== path.basename(file))
        await fs.promises.rm(path.join(os.tmpdir(), f), { force: true });
    return dump;
  })();
  return pgliteDump;
}

/**
 * A new, empty PostgreSQL database beside the one `adminUrl` names (tests, the scale suites, the benchmark), and
 * the way to drop it again (with force: open connections of a killed instance do not block it).
 */
export async function createDatabase(
  adminUrl: string,
  prefix = 'kc_t',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

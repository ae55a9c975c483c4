import { sql } from 'drizzle-orm';
import type { TestApp } from '../test/test-app.js';
import { rows } from '../test/fixtures.js';

/** The tables of the public schema (whatever the migrations made: a new table is watched without a change here). */
async function tables(t: TestApp): Promise<string[]> {
  const r = await rows<{ name: string }>(
    t,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return r.map((x) => x.name);
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The row count of every table, by name: one statement. */
export async function tableCounts(t: TestApp): Promise<Record<string, number>> {
  const names = await tables(t);
  const [row] = await rows<Record<string, string | number>>(
    t,
    sql.raw(`select ${names.map((n) => `(select count(*) from ${quoted(n)})::int as ${quoted(n)}`).join(', ')}`),
  );
  return Object.fromEntries(names.map((n) => [n, Number(row![n])]));
}

/**
 * A digest of every row of every table, by table: a refused call must leave each one as it was — no insert, no
 * delete, no update of any column. `skip` names tables that change without the call (e.g. the scheduler's).
 */
export async function tableDigests(t: TestApp, skip: readonly string[] = []): Promise<Record<string, string>> {
  const names = (await tables(t)).filter((n) => !skip.includes(n));
  const [row] = await rows<Record<string, string>>(
    t,
    sql.raw(
      `select ${names
        .map(
          (n) =>
            `(select coalesce(md5(string_agg(md5(x::text), '' order by md5(x::text))), '') from ${quoted(n)} x) as ${quoted(n)}`,
        )
        .join(', ')}`,
    ),
  );
  return Object.fromEntries(names.map((n) => [n, row![n]!]));
}

/** The tables whose value differs between two snapshots. */
export const changedTables = <T>(before: Record<string, T>, after: Record<string, T>): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => before[k] !== after[k]);

/**
 * A digest of one user's rows, by table: every row of a table with a `user_id` column that is theirs, and the
 * ledger entries of their wallet account (money moves only by entries, docs/payments.md).
 */
export async function userRowsDigest(t: TestApp, uid: number): Promise<Record<string, string>> {
  const owned = await rows<{ name: string }>(
    t,
    sql`select table_name as name from information_schema.columns
        where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  const digest = (from: string) =>
    `(select coalesce(md5(string_agg(md5(x::text), '' order by md5(x::text))), '') from ${from})`;
  const parts = owned.map(
    (o) => `${digest(`${quoted(o.name)} x where x.user_id = ${Number(uid)}`)} as ${quoted(o.name)}`,
  );
  parts.push(
    `${digest(`ledger_entries x where x.account_id in (select id from accounts where kind = 'user' and owner_id = ${Number(uid)})`)} as ledger_entries`,
  );
  const [row] = await rows<Record<string, string>>(t, sql.raw(`select ${parts.join(', ')}`));
  return row!;
}

/**
 * The benchmark's server process: the real app and a bare Fastify baseline on one fresh PostgreSQL database,
 * with the data the scenarios need. Started by bench/run.ts, which sends the load from another process.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/config.js';
import { seedDemoData } from '../apps/server/src/db/seed.js';

const POOL = 20;
const admin = process.env.BENCH_DATABASE_URL ?? `postgres://${os.userInfo().username}@127.0.0.1:5432/postgres`;

async function freshDatabase() {
  const name = `kc_bench_${randomBytes(4).toString('hex')}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const d = new pg.Client({ connectionString: admin });
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    },
  };
}

type Rows<T> = { rows: T[] };

async function main() {
  const db = await freshDatabase();
  const config = loadConfig({
    DATABASE_URL: db.url,
    DB_POOL_SIZE: String(POOL),
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATA_DIR: path.join(os.tmpdir(), `kc-bench-${randomBytes(4).toString('hex')}`),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });
  const app = await buildApp(config, { logger: false });
  await seedDemoData(app.database.db, config.product);
  const q = async <T>(query: ReturnType<typeof sql>) =>
    ((await app.database.db.execute(query)) as unknown as Rows<T>).rows;

  // scenario data: 100 items with a point each (distinct codes spread out) and one hot item with one point
  const [ids] = await q<{ visitor: number; checker: number }>(sql`select
    (select id from users where mobile = '13800000001') as visitor, (select id from users where mobile = '13800000003') as checker`);
  const { visitor, checker } = ids!;
  const items = await q<{ id: number }>(sql`insert into items
      (business_id, product_type, state, name, total_stock, issued, issue_start, issue_end, validity_start, validity_end, created_by)
    select 1, 1, 'approved', 'bench ' || g, 100000, 0, now() - interval '1 day', now() + interval '10 days',
      now() - interval '1 day', now() + interval '10 days', ${checker}
    from generate_series(1, 101) g returning id`);
  const points = await q<{ id: number; item_id: number }>(sql`insert into checkpoints
      (business_id, item_id, name, location, param, created_by)
    select 1, id, '入口', '展馆', 'kcp_bench_' || id, ${checker} from items where name like 'bench %' returning id, item_id`);
  await q(
    sql`insert into checkpoint_checkers (checkpoint_id, user_id) select id, ${checker} from checkpoints where param like 'kcp_bench_%'`,
  );
  const perScenario = Number(process.env.BENCH_REQUESTS ?? 20000);
  const hotItem = items[items.length - 1]!.id;
  const spread = items.slice(0, -1).map((i) => i.id);
  const holdingsFor = async (itemIds: number[]) =>
    q<{ id: number; item_id: number }>(sql`insert into holdings (item_id, business_id, user_id, source)
      select (${sql.raw(`array[${itemIds.join(',')}]`)})[1 + (g % ${itemIds.length})], 1, ${visitor}, 'bench'
      from generate_series(1, ${perScenario}) g returning id, item_id`);
  const pointOf = new Map(points.map((p) => [p.item_id, p.id]));
  const expires = Math.floor(Date.now() / 1000) + 3600;
  const codes = (hs: { id: number; item_id: number }[]) =>
    hs.map((h) => ({ code: app.services.codes.sign(h.id, expires), point: pointOf.get(h.item_id)! }));
  const distinct = codes(await holdingsFor(spread));
  const hot = codes(await holdingsFor([hotItem]));
  await q(sql`create table bench_counter (id int primary key, n bigint not null default 0)`);
  await q(sql`insert into bench_counter (id) select g from generate_series(1, ${perScenario}) g`);

  // the flash sale: one hot item (stock 10,000) and 200 buyers with their own sessions
  const [hotSale] = await q<{ id: number }>(sql`insert into items
      (business_id, product_type, state, name, total_stock, issued, per_user_limit, sell_value, issue_start, issue_end,
       validity_start, validity_end, created_by)
    values (1, 1, 'approved', 'bench hot sale', 10000, 0, 10000, 100, now() - interval '1 day', now() + interval '10 days',
      now() - interval '1 day', now() + interval '10 days', ${checker}) returning id`);
  await q(sql`insert into users (mobile, password_hash, username, nickname)
    select '137' || lpad(g::text, 8, '0'), (select password_hash from users where id = ${visitor}), 'buyer', 'buyer'
    from generate_series(1, 200) g`);

  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (app.app.server.address() as { port: number }).port;

  // the bare baseline: Fastify, one pg pool of the same size, one UPDATE … RETURNING per request
  const pool = new pg.Pool({ connectionString: db.url, max: POOL });
  const bare = Fastify({ logger: false });
  bare.get('/empty', async () => ({ code: 0 }));
  bare.post('/update', async (req) => {
    const { id } = req.body as { id: number };
    const r = await pool.query('update bench_counter set n = n + 1 where id = $1 returning n', [id]);
    return { code: 0, data: r.rows[0] };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const barePort = (bare.server.address() as { port: number }).port;

  const login = await fetch(`http://127.0.0.1:${appPort}/api/user/1.0.0/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: { mobile: '13800000003', password: 'Demo@1234' } }),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);

  const buyers: string[] = [];
  for (let g = 1; g <= 200; g++) {
    const r = await fetch(`http://127.0.0.1:${appPort}/api/user/1.0.0/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: { mobile: `137${String(g).padStart(8, '0')}`, password: 'Demo@1234' } }),
    }).then((x) => x.json() as Promise<{ data: { token: string } }>);
    buyers.push(r.data.token);
  }

  process.send!({ appPort, barePort, token: login.data.token, distinct, hot, buyers, hotSale: hotSale!.id });
  process.on('message', async (m: { type: string }) => {
    if (m.type === 'check') {
      const [c] = await q<Record<string, number>>(sql`select
        (select count(*)::int from write_offs) as rows,
        (select coalesce(sum(used), 0)::int from holdings) as holding_used,
        (select coalesce(sum(used), 0)::int from checkpoints) as point_used,
        (select count(*)::int from (select holding_id from write_offs group by holding_id having count(*) > 1) d) as doubled,
        (select count(*)::int from orders) as orders,
        (select coalesce(sum(quantity), 0)::int from orders) as ordered,
        (select issued from items where name = 'bench hot sale') as issued,
        (select total_stock from items where name = 'bench hot sale') as stock`);
      process.send!({ type: 'check', ...c });
    }
    if (m.type === 'stop') {
      await bare.close();
      await pool.end();
      await app.close();
      await db.drop();
      process.exit(0);
    }
  });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

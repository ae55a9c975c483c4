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
import { createDatabase } from '../apps/server/src/test/fresh-database.js';
import { encodeCursor } from '../apps/server/src/lib/keyset.js';

const POOL = 20;
export const adminUrl =
  process.env.BENCH_DATABASE_URL ?? `postgres://${os.userInfo().username}@127.0.0.1:5432/postgres`;
/** rows of the paged-list scenario: the lister's orders */
export const LIST_ROWS = Number(process.env.BENCH_LIST_ROWS ?? 100_000);
/** posts of the community feed scenario (docs/community.md) */
export const FEED_ROWS = Number(process.env.BENCH_FEED_ROWS ?? 100_000);

/** A fresh, empty database on the benchmark's server, and a way to drop it. */
/** A new database beside BENCH_DATABASE_URL's (the tests' createDatabase). */
export const freshDatabase = (prefix = 'kc_bench') => createDatabase(adminUrl, prefix);

type Rows<T> = { rows: T[] };

/** Statements the app sends (every pg client but the baseline's): the figures show statements per request. */
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client & { bare?: boolean }, ...args: unknown[]) {
  if (!this.bare) statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

export interface Ready {
  appPort: number;
  barePort: number;
  /** the checker's token (write-offs) */
  token: string;
  /** a user with a few items and orders: userinfo and the QR-code refresh */
  member: { token: string; holdings: number[] };
  /** a user with LIST_ROWS orders: the paged list */
  lister: { token: string; pages: number };
  /** password logins: mobiles of the buyers (password Demo@1234) */
  logins: string[];
  distinct: { code: string; point: number }[];
  hot: { code: string; point: number }[];
  buyers: string[];
  hotSale: number;
  counterRows: number;
  /** the community feed: a reader's session, the cursor of page 1,000 (10 a page) and the posts in the feed */
  feed: { token: string; deepCursor: string; deepPage: number; posts: number };
  /** the database server's version */
  postgres: string;
}

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
  const [{ version } = { version: '' }] = await q<{ version: string }>(
    sql`select current_setting('server_version') as version`,
  );

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
  const holdingsFor = async (itemIds: number[], userId = visitor, n = perScenario) =>
    q<{ id: number; item_id: number }>(sql`insert into holdings (item_id, business_id, user_id, source)
      select (${sql.raw(`array[${itemIds.join(',')}]`)})[1 + (g % ${itemIds.length})], 1, ${userId}, 'bench'
      from generate_series(1, ${n}) g returning id, item_id`);
  const pointOf = new Map(points.map((p) => [p.item_id, p.id]));
  const expires = Math.floor(Date.now() / 1000) + 3600;
  const codes = (hs: { id: number; item_id: number }[]) =>
    hs.map((h) => ({ code: app.services.codes.sign(h.id, expires), point: pointOf.get(h.item_id)! }));
  const t0 = Date.now();
  const distinct = codes(await holdingsFor(spread));
  // the hot point takes its write-offs one at a time (its counter row): half as many keep the run short
  const hot = codes(await holdingsFor([hotItem], visitor, Math.ceil(perScenario / 2)));
  // the bare baselines' table: one row per id, read and updated by primary key
  const counterRows = Math.max(perScenario, 20000);
  await q(sql`create table bench_counter (id int primary key, n bigint not null default 0)`);
  await q(sql`insert into bench_counter (id) select g from generate_series(1, ${counterRows}) g`);
  // the write-off's fair ceiling: its three writes (a holding's counter, a log row with a unique nonce, one of 100
  // point counters) in one statement
  await q(sql`create table bench_log (id bigserial primary key, counter_id int not null, nonce text not null unique,
    created_at timestamptz not null default now())`);
  await q(sql`create table bench_point (id int primary key, used bigint not null default 0)`);
  await q(sql`insert into bench_point (id) select g from generate_series(1, 100) g`);

  // the flash sale: one hot item (stock 10,000) and 200 buyers with their own sessions
  const [hotSale] = await q<{ id: number }>(sql`insert into items
      (business_id, product_type, state, name, total_stock, issued, per_user_limit, sell_value, issue_start, issue_end,
       validity_start, validity_end, created_by)
    values (1, 1, 'approved', 'bench hot sale', 10000, 0, 10000, 100, now() - interval '1 day', now() + interval '10 days',
      now() - interval '1 day', now() + interval '10 days', ${checker}) returning id`);
  await q(sql`insert into users (mobile, password_hash, username, nickname)
    select '137' || lpad(g::text, 8, '0'), (select password_hash from users where id = ${visitor}), 'buyer', 'buyer'
    from generate_series(1, 200) g`);

  // the member (userinfo, QR refresh): five items and three orders, like a typical visitor;
  // the lister (paged list): LIST_ROWS orders — nine in ten cancelled (never paid), one in ten paid with its ticket
  await q(sql`insert into users (mobile, password_hash, username, nickname) values
    ('13600000001', (select password_hash from users where id = ${visitor}), 'member', '会员小刘'),
    ('13600000002', (select password_hash from users where id = ${visitor}), 'lister', '老顾客')`);
  const [people] = await q<{ member: number; lister: number }>(sql`select
    (select id from users where mobile = '13600000001') as member, (select id from users where mobile = '13600000002') as lister`);
  const { member, lister } = people!;
  const memberHoldings = (await holdingsFor(spread.slice(0, 5), member, 5)).map((h) => Number(h.id));
  const [listItem] = await q<{ id: number }>(sql`insert into items
      (business_id, product_type, state, name, total_stock, issued, per_user_limit, sell_value, issue_start, issue_end,
       validity_start, validity_end, created_by)
    values (1, 1, 'approved', 'bench list', 1000000, ${LIST_ROWS + 3}, 1000000, 100, now() - interval '1 day', now() + interval '10 days',
      now() - interval '1 day', now() + interval '10 days', ${checker}) returning id`);
  const orderRows = (userId: number, n: number, state: (g: string) => string) =>
    q(sql`insert into orders (order_sn, user_id, business_id, item_id, quantity, unit_price, amount, state, pay_method,
        expires_at, paid_at, cancelled_at, created_at)
      select 'KCB' || ${userId} || '-' || g, ${userId}, 1, ${listItem!.id}, 1, 100, 100, s.state,
        case when s.state = 'paid' then 'sandbox' else '' end,
        now() - (${n} - g) * interval '1 minute' + interval '15 minutes',
        case when s.state = 'paid' then now() - (${n} - g) * interval '1 minute' end,
        case when s.state = 'cancelled' then now() - (${n} - g) * interval '1 minute' + interval '15 minutes' end,
        now() - (${n} - g) * interval '1 minute'
      from generate_series(1, ${n}) g, lateral (select ${sql.raw(state('g'))} as state) s`);
  await orderRows(member, 3, (g) => `case when ${g} = 3 then 'unpaid' else 'paid' end`);
  // one statement of 100,000 orders of one buyer would update its order_counts row 100,000 times in one transaction:
  // the seed counts them once instead (no call writes more than one order of a buyer at a time)
  await q(sql`alter table orders disable trigger orders_counted`);
  await orderRows(lister, LIST_ROWS, (g) => `case when ${g} % 10 = 0 then 'paid' else 'cancelled' end`);
  await q(sql`alter table orders enable trigger orders_counted`);
  await q(sql`insert into order_counts (user_id, state, n)
    select user_id, state, count(*) from orders where user_id = ${lister} group by 1, 2`);
  // each paid order's ticket, as paying issues it
  await q(sql`insert into holdings (item_id, business_id, user_id, source, source_ref, created_at)
    select item_id, business_id, user_id, 'order', id, paid_at from orders where state = 'paid' and item_id = ${listItem!.id}`);
  // the community feed: FEED_ROWS visible posts by the 200 buyers, three images each, with counts as the calls leave
  // them; one in 50 hidden or deleted (left out of the feed, as in life); the reader follows nobody and blocked two
  await q(sql`insert into posts (user_id, body, images, tags, state, like_count, comment_count, relay_count,
      favorite_count, content_hash, created_at, updated_at)
    select b.id, '周末骑行记录 第' || g || '篇：沿江慢骑，风景很好。',
      jsonb_build_array('/uploads/1/bench-' || (g % 97) || '-a.jpg', '/uploads/1/bench-' || (g % 89) || '-b.jpg',
        '/uploads/1/bench-' || (g % 83) || '-c.jpg'),
      '["摩旅"]'::jsonb, case when g % 50 = 0 then 'hidden' when g % 50 = 1 then 'deleted' else 'visible' end,
      g % 113, g % 17, g % 5, g % 29, md5(g::text), now() - (${FEED_ROWS} - g) * interval '1 minute',
      now() - (${FEED_ROWS} - g) * interval '1 minute'
    from generate_series(1, ${FEED_ROWS}) g
    join lateral (select id from users where mobile = '137' || lpad((1 + g % 200)::text, 8, '0')) b on true`);
  await q(sql`update users u set post_count = (select count(*) from posts p where p.user_id = u.id and p.state = 'visible')
    where u.mobile like '137%'`);
  await q(sql`insert into blocks (blocker_id, blocked_id)
    select ${member}, id from users where mobile in ('13700000007', '13700000008')`);
  const [feedPosts] = await q<{ n: number }>(sql`select count(*)::int as n from posts where state = 'visible'
    and user_id not in (select blocked_id from blocks where blocker_id = ${member})`);
  // page 1,000 starts after the 9,990th post of the reader's feed: its cursor is that post's id (a smaller dry run
  // reads its last full page instead)
  const deepPage = Math.min(1000, Math.floor((feedPosts!.n - 1) / 10));
  const [deep] = await q<{ id: number }>(sql`select p.id from posts p where p.state = 'visible'
    and p.user_id not in (select blocked_id from blocks where blocker_id = ${member})
    order by p.id desc offset ${(deepPage - 1) * 10 - 1} limit 1`);

  // as autovacuum would in time: statistics, and the visibility map that lets the list's page come from its index alone
  await q(sql`vacuum analyze`);
  console.log(`bench data seeded in ${Math.round((Date.now() - t0) / 1000)} s`);

  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (app.app.server.address() as { port: number }).port;

  // the bare baselines: Fastify, one pg pool of the same size; an empty route, one SELECT by primary key, one UPDATE
  const pool = new pg.Pool({ connectionString: db.url, max: POOL });
  pool.on('connect', (c) => void ((c as pg.PoolClient & { bare?: boolean }).bare = true));
  const bare = Fastify({ logger: false });
  bare.get('/empty', async () => ({ code: 0 }));
  bare.post('/select', async (req) => {
    const { id } = req.body as { id: number };
    const r = await pool.query('select id, n from bench_counter where id = $1', [id]);
    return { code: 0, data: r.rows[0] };
  });
  bare.post('/update', async (req) => {
    const { id } = req.body as { id: number };
    const r = await pool.query('update bench_counter set n = n + 1 where id = $1 returning n', [id]);
    return { code: 0, data: r.rows[0] };
  });
  // one statement, the write-off's three writes: a conditional UPDATE of a distinct row, the log row, a point counter
  bare.post('/three-writes', async (req) => {
    const { id, nonce } = req.body as { id: number; nonce: string };
    const r = await pool.query(
      `with h as (update bench_counter set n = n + 1 where id = $1 and n < 1000000000 returning id),
            l as (insert into bench_log (counter_id, nonce) select id, $2 from h returning id),
            p as (update bench_point set used = used + 1 where id = $3 and exists (select 1 from h) returning used)
       select (select id from l) as log_id, (select used from p) as used`,
      [id, nonce, (id % 100) + 1],
    );
    return { code: 0, data: r.rows[0] };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const barePort = (bare.server.address() as { port: number }).port;

  const login = (mobile: string) =>
    fetch(`http://127.0.0.1:${appPort}/api/user/1.0.0/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: { mobile, password: 'Demo@1234' } }),
    })
      .then((r) => r.json() as Promise<{ data: { token: string } }>)
      .then((r) => r.data.token);

  const buyers: string[] = [];
  const logins: string[] = [];
  for (let g = 1; g <= 200; g++) {
    const mobile = `137${String(g).padStart(8, '0')}`;
    logins.push(mobile);
    buyers.push(await login(mobile));
  }

  process.send!({
    appPort,
    barePort,
    token: await login('13800000003'),
    member: { token: await login('13600000001'), holdings: memberHoldings },
    lister: { token: await login('13600000002'), pages: Math.ceil(LIST_ROWS / 10) },
    logins,
    distinct,
    hot,
    buyers,
    hotSale: hotSale!.id,
    counterRows,
    feed: { token: await login('13600000001'), deepCursor: encodeCursor(deep!.id), deepPage, posts: feedPosts!.n },
    postgres: version,
  } satisfies Ready);
  process.on('message', async (m: { type: string }) => {
    if (m.type === 'count') process.send!({ type: 'count', statements });
    if (m.type === 'check') {
      const [c] = await q<Record<string, number>>(sql`select
        (select count(*)::int from write_offs) as rows,
        (select coalesce(sum(used), 0)::int from holdings) as holding_used,
        (select coalesce(sum(used), 0)::int from checkpoints) as point_used,
        (select count(*)::int from (select holding_id from write_offs group by holding_id having count(*) > 1) d) as doubled,
        (select count(*)::int from orders where item_id = ${hotSale!.id}) as orders,
        (select coalesce(sum(quantity), 0)::int from orders where item_id = ${hotSale!.id}) as ordered,
        (select issued from items where id = ${hotSale!.id}) as issued,
        (select total_stock from items where id = ${hotSale!.id}) as stock,
        (select count(*)::int from posts) as posts`);
      process.send!({ type: 'check', ...c });
    }
    if (m.type === 'stop') {
      await bare.close();
      await pool.end();
      await app.close();
      // BENCH_KEEP=1: keep the database to look into (its URL is printed)
      if (process.env.BENCH_KEEP) console.log(`kept ${db.url}`);
      else await db.drop();
      process.exit(0);
    }
  });
}

if (process.send) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}

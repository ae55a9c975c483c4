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
/** holdings (and as many write-offs) of the statistics scenarios' business (docs/statistics.md) */
export const STATS_ROWS = Number(process.env.BENCH_STATS_ROWS ?? 1_000_000);
/** BENCH_SCENARIOS (bench/run.ts): the statistics data is loaded only when a stats scenario runs */
const wanted = process.env.BENCH_SCENARIOS?.split(',');
const wantStats = !wanted || wanted.some((k) => k.startsWith('stats'));

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
  /** the statistics business (null when no stats scenario runs): its owner's session, its id and how it was loaded */
  stats: {
    token: string;
    business: number;
    holdings: number;
    writeOffs: number;
    channels: number;
    promoters: number;
    loadSeconds: number;
    how: string;
  } | null;
  /** the database server's version */
  postgres: string;
}

/**
 * The statistics scenarios' business: `STATS_ROWS` holdings and as many write-offs over 30 days, across 50 items of
 * 5 projects, 30 channels (publishers with a quota on every item) and 500 promoters (spm codes), with paid orders and
 * sign-ups. One statement a table (generate_series). As a superuser the load skips the triggers
 * (`session_replication_role = replica`, its own connection) and `stats_rebuild` counts the business once; otherwise
 * the statistics triggers count every row as it goes in. Every stored count is set from the rows it counts.
 */
async function loadStats(url: string, passwordHash: string) {
  const c = new pg.Client({ connectionString: url }) as pg.Client & { bare?: boolean };
  c.bare = true;
  await c.connect();
  const one = async <T>(text: string, values: unknown[] = []) => (await c.query(text, values)).rows[0] as T;
  const t0 = Date.now();
  const { rolsuper } = await one<{ rolsuper: boolean }>('select rolsuper from pg_roles where rolname = current_user');
  if (rolsuper) await c.query("set session_replication_role = 'replica'");
  const n = STATS_ROWS;
  const { id: biz } = await one<{ id: number }>("insert into businesses (name) values ('统计压测商家') returning id");
  const { id: owner } = await one<{ id: number }>(
    `insert into users (mobile, password_hash, username, nickname) values ('13600000003', $1, 'stats', '统计老板')
     returning id`,
    [passwordHash],
  );
  await c.query(`insert into user_roles (user_id, role, business_id) values ($1, 'owner', $2)`, [owner, biz]);
  // holders (20,000: a holding's (item, holder) pair is unique, as the limits leave it), 30 channels, 500 promoters
  await c.query(`insert into users (mobile, username, nickname)
    select '135' || lpad(g::text, 8, '0'), 'holder', '观众' || g from generate_series(1, 20000) g`);
  await c.query(`insert into users (mobile, username, nickname, headimg)
    select '134' || lpad(g::text, 8, '0'), 'channel', '渠道' || g, '/uploads/bench/channel.png' from generate_series(1, 30) g`);
  await c.query(`insert into users (mobile, username, nickname, headimg)
    select '133' || lpad(g::text, 8, '0'), 'promoter', '推广员' || g, '/uploads/bench/promoter.png'
    from generate_series(1, 500) g`);
  await c.query(
    `insert into projects (business_id, state, name, kind, start_at, end_at, venue, created_by)
    select $1, 'published', '统计车展 ' || g, 1, now() - interval '31 days', now() + interval '30 days', '博览中心', $2
    from generate_series(1, 5) g`,
    [biz, owner],
  );
  await c.query(
    `insert into items (business_id, project_id, product_type, state, name, total_stock, limit_num,
      issue_start, issue_end, validity_start, validity_end, created_by)
    select $1, (select array_agg(id order by id) from projects where business_id = $1)[1 + g % 5], 1 + g % 3,
      'approved', '统计票 ' || g, 10000000, 2, now() - interval '31 days', now() + interval '30 days',
      now() - interval '31 days', now() + interval '30 days', $2
    from generate_series(0, 49) g`,
    [biz, owner],
  );
  await c.query(
    `insert into checkpoints (business_id, item_id, name, location, param, created_by)
    select $1, id, '入口 ' || id, '展馆', 'kcp_stats_' || id, $2 from items where business_id = $1`,
    [biz, owner],
  );
  await c.query(
    `insert into publisher_quotas (business_id, item_id, user_id, quota, created_by)
    select $1, i.id, u.id, 10000000, $2 from items i, users u where i.business_id = $1 and u.mobile like '134%'`,
    [biz, owner],
  );
  await c.query(
    `insert into user_roles (user_id, role, business_id)
    select id, 'publisher', $1 from users where mobile like '134%'`,
    [biz],
  );
  // promoter k shares item k % 50 (ten to an item): its code is bs<k>
  await c.query(
    `insert into spm_codes (code, user_id, module, target_id)
    select 'bs' || k, id, 'ticket', (select array_agg(id order by id) from items where business_id = $1)[1 + k % 50]
    from (select id, row_number() over (order by id) - 1 as k from users where mobile like '133%') u`,
    [biz],
  );
  const { id: form } = await one<{ id: number }>(
    `insert into forms (business_id, title, fields, created_by) values ($1, '报名', '[]', $2) returning id`,
    [biz, owner],
  );
  // the holdings: the item is g % 50, the holder g / 50 (each pair once); the way (0–2 order, 3–5 receive,
  // 6–7 publisher, 8 distribute, 9 form) and the uses (2, 1 or none: as many write-offs as holdings) in proportion
  // on every item; two in five not by a publisher came through the link of one of the item's ten promoters; one in
  // 20 unused bought tickets refunded; a third of the unused distributed ones not claimed
  await c.query(
    `with p as (
      select (select array_agg(id order by id) from items where business_id = $1) as it,
             (select array_agg(id order by id) from users where mobile like '135%') as hu,
             (select array_agg(id order by id) from users where mobile like '134%') as ch)
    insert into holdings (item_id, business_id, user_id, source, source_ref, spm, holder_name, claimed_at, used,
      last_used_at, voided_at, created_at)
    select x.item, $1, x.holder, x.source,
      case when x.source = 'publisher' then (select q.id from publisher_quotas q where q.item_id = x.item
        and q.user_id = p.ch[1 + x.g % 30]) end,
      case when x.source <> 'publisher' and (x.g / 7) % 5 < 2 then 'bs' || (x.g % 50 + 50 * ((x.g / 350) % 10)) end,
      '', case when x.source <> 'distribute' or x.used > 0 or x.g % 3 <> 0 then x.at end, x.used,
      case when x.used > 0 then x.at + interval '1 hour' end,
      case when x.source = 'order' and x.u = 19 then x.at + interval '2 hours' end, x.at
    from p, lateral (select g, p.it[1 + g % 50] as item, p.hu[1 + (g / 50) % 20000] as holder,
        (array['order', 'order', 'order', 'receive', 'receive', 'receive', 'publisher', 'publisher', 'distribute',
          'form'])[1 + (g / 50) % 10] as source,
        (g / 500) % 20 as u, case when (g / 500) % 20 < 6 then 2 when (g / 500) % 20 < 14 then 1 else 0 end as used,
        now() - interval '30 days' + (g - 1) * (interval '30 days' / $2::int) as at
      from generate_series(1, $2::int) g) x`,
    [biz, n],
  );
  await c.query(
    `insert into write_offs (business_id, item_id, holding_id, checkpoint_id, mode, actor_id, nonce, period,
      seq, created_at)
    select $1, h.item_id, h.id, cp.id, 1, $2, 'bs' || h.id || '-' || s, 'all', s,
      least(h.created_at + s * interval '40 minutes', now())
    from holdings h join checkpoints cp on cp.item_id = h.item_id, generate_series(1, h.used) s
    where h.business_id = $1 and h.used > 0`,
    [biz, owner],
  );
  // the orders the bought ones came from (paid, by WeChat Pay or the sandbox; refunded when their ticket was voided)
  await c.query(
    `insert into orders (order_sn, user_id, business_id, item_id, quantity, unit_price, amount, state,
      pay_method, expires_at, paid_at, refunded_quantity, refunded_amount, created_at)
    select 'BS' || h.id, h.user_id, $1, h.item_id, 1, 8000, 8000,
      case when h.voided_at is null then 'paid' else 'refunded' end,
      case when h.id % 5 = 0 then 'sandbox' else 'wxpay' end, h.created_at + interval '15 minutes', h.created_at,
      case when h.voided_at is null then 0 else 1 end, case when h.voided_at is null then 0 else 8000 end,
      h.created_at - interval '1 minute'
    from holdings h where h.business_id = $1 and h.source = 'order'`,
    [biz],
  );
  await c.query(
    `update holdings h set source_ref = o.id from orders o
    where h.business_id = $1 and h.source = 'order' and o.order_sn = 'BS' || h.id`,
    [biz],
  );
  await c.query(
    `insert into submissions (business_id, form_id, item_id, user_id, values, status, holding_id, created_at)
    select $1, $2, h.item_id, h.user_id, '{}', 2, h.id, h.created_at from holdings h
    where h.business_id = $1 and h.source = 'form'`,
    [biz, form],
  );
  await c.query(
    `update items i set issued = x.n from (select item_id, count(*) as n from holdings
    where business_id = $1 and voided_at is null group by 1) x where i.id = x.item_id`,
    [biz],
  );
  await c.query(
    `update checkpoints cp set used = x.n from (select checkpoint_id, count(*) as n from write_offs
    where business_id = $1 group by 1) x where cp.id = x.checkpoint_id`,
    [biz],
  );
  await c.query(
    `update publisher_quotas q set issued = x.n from (select source_ref, count(*) as n from holdings
    where business_id = $1 and source = 'publisher' group by 1) x where q.id = x.source_ref`,
    [biz],
  );
  let how = 'with the statistics triggers counting each row';
  if (rolsuper) {
    // the triggers were skipped: the buyers' order counts and the statistics counted from the rows
    await c.query(
      `insert into order_counts (user_id, state, n)
      select user_id, state, count(*) from orders where business_id = $1 group by 1, 2
      on conflict (user_id, state) do update set n = order_counts.n + excluded.n`,
      [biz],
    );
    const r0 = Date.now();
    await c.query('select stats_rebuild($1)', [biz]);
    how = `triggers skipped (session_replication_role = replica), then stats_rebuild in ${((Date.now() - r0) / 1000).toFixed(1)} s`;
  }
  const { writeOffs } = await one<{ writeOffs: number }>(
    'select count(*)::int as "writeOffs" from write_offs where business_id = $1',
    [biz],
  );
  await c.end();
  return {
    business: biz,
    holdings: n,
    writeOffs,
    channels: 30,
    promoters: 500,
    loadSeconds: (Date.now() - t0) / 1000,
    how,
  };
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
    hs.map((h) => ({ code: app.services.codes.sign(h.id, h.item_id, expires), point: pointOf.get(h.item_id)! }));
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

  // the statistics business (docs/statistics.md), only for the stats scenarios
  const stats = wantStats
    ? await loadStats(
        db.url,
        (await q<{ hash: string }>(sql`select password_hash as hash from users where id = ${visitor}`))[0]!.hash,
      )
    : null;
  if (stats)
    console.log(
      `stats data: ${stats.holdings.toLocaleString('en')} holdings, ${stats.writeOffs.toLocaleString('en')} write-offs in ${stats.loadSeconds.toFixed(1)} s (${stats.how})`,
    );

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
    stats: stats && { token: await login('13600000003'), ...stats },
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

/**
 * Faults under load: an instance killed outright, PostgreSQL restarted, Redis gone. Whatever a caller was told
 * succeeded is in the database, nothing is half written, the books balance, and the app recovers by itself.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  bindWechat,
  createOrder,
  holdingCode,
  holdingWatch,
  login,
  setPassword,
  smsSend,
  userInfo,
  webPay,
  withdrawal,
  writeOff,
} from '@kc/shared';
import { openDatabase } from '../apps/server/src/db/client.js';
import { ledgerCheck, transfer } from '../apps/server/src/modules/wallet/ledger.js';
import {
  call,
  preparedDatabase,
  privatePostgres,
  privateRedis,
  REDIS_URL,
  sleep,
  smsCodeIn,
  startInstance,
  until,
  type Answer,
  type Instance,
} from './lib.js';

const PASSWORD = 'Demo@1234';
const PAY_PASSWORD = '123456';
const LOAD_SECONDS = Number(process.env.FAULT_LOAD_SECONDS ?? 60);
type Db = Awaited<ReturnType<typeof preparedDatabase>>;

/** What the callers were told succeeded. */
interface Acks {
  ordered: Set<string>;
  paid: Set<string>;
  writeOffs: Set<number>;
  withdrawals: Set<number>;
  failures: number;
  /** withdrawals sent again with the same request_id after a failure */
  retried: number;
  unavailable: number;
  serverErrors: string[];
}
const newAcks = (): Acks => ({
  ordered: new Set(),
  paid: new Set(),
  writeOffs: new Set(),
  withdrawals: new Set(),
  failures: 0,
  retried: 0,
  unavailable: 0,
  serverErrors: [],
});

const summary = (a: Acks) =>
  `${a.ordered.size} ordered, ${a.paid.size} paid, ${a.writeOffs.size} written off, ${a.withdrawals.size} withdrawals (${a.retried} retried), ${a.failures} failed (${a.unavailable} × 503)`;

/** The world of a load: a sale item with plenty of stock, buyers with balances, an item with a point to scan. */
async function world(db: Db, on: Instance, users = 12) {
  const [ids] = await db.q<{ sale: number; visitor: number; checker: number; hash: string }>(`select
    (select id from items where name = '普通票') as sale,
    (select id from users where mobile = '13800000001') as visitor,
    (select id from users where mobile = '13800000003') as checker,
    (select password_hash from users where mobile = '13800000001') as hash`);
  const { sale, visitor, checker, hash } = ids!;
  await db.q(`update items set total_stock = 100000, per_user_limit = 100000 where id = $1`, [sale]);
  const [scan] = await db.q<{ item: number }>(
    `insert into items (business_id, product_type, state, name, total_stock, issued, issue_start, issue_end,
       validity_start, validity_end, created_by)
     values (1, 1, 'approved', '压测入场券', 100000, 0, now() - interval '1 day', now() + interval '10 days',
       now() - interval '1 day', now() + interval '10 days', $1) returning id as item`,
    [checker],
  );
  const [point] = await db.q<{ id: number }>(
    `insert into checkpoints (business_id, item_id, name, location, param, created_by)
     values (1, $1, '压测入口', '展馆', $2, $3) returning id`,
    [scan!.item, `kcp_fault_${randomUUID().slice(0, 8)}`, checker],
  );
  await db.q(`insert into checkpoint_checkers (checkpoint_id, user_id) values ($1, $2)`, [point!.id, checker]);
  const holdings = await db.q<{ id: number }>(
    `insert into holdings (item_id, business_id, user_id, source)
     select $1, 1, $2, 'fault' from generate_series(1, 20000) returning id::int as id`,
    [scan!.item, visitor],
  );
  const mobiles = Array.from(
    { length: users },
    (_, i) => `136${String(Date.now() % 1e6).padStart(6, '0')}${String(i).padStart(2, '0')}`,
  );
  const made = await db.q<{ id: number; mobile: string }>(
    `insert into users (mobile, password_hash, username, nickname)
     select m, $2, '买家', '买家' from unnest($1::text[]) m returning id, mobile`,
    [mobiles, hash],
  );

  // every buyer: a session, a pay password (by SMS code), a bound sandbox account and ¥1000.00 on the balance
  const drizzle = await openDatabase({ url: db.url, dataDir: null, poolSize: 2 });
  const buyers: { token: string }[] = [];
  for (const u of made) {
    const s = await call(on.url, login, { mobile: u.mobile, password: PASSWORD });
    expect(s.code, s.message).toBe(0);
    const sent = await call(on.url, smsSend, { mobile: u.mobile, scene: 'setpassword' }, { token: s.data.token });
    expect(sent.code, sent.message).toBe(0);
    const set = await call(
      on.url,
      setPassword,
      { operation: 'set', withdrawal: PAY_PASSWORD, code: await smsCodeIn([on], u.mobile) },
      { token: s.data.token },
    );
    expect(set.code, set.message).toBe(0);
    expect((await call(on.url, bindWechat, { code: 'sandbox' }, { token: s.data.token })).code).toBe(0);
    await drizzle.db.transaction((tx) =>
      transfer(tx, { kind: 'platform', name: 'promotions' }, { kind: 'user', ownerId: u.id }, 100000, '活动奖励', {
        type: 'test',
        id: u.id,
      }),
    );
    buyers.push({ token: s.data.token });
  }
  await drizzle.close();
  const visitorToken = (await call(on.url, login, { mobile: '13800000001', password: PASSWORD })).data.token;
  const checkerToken = (await call(on.url, login, { mobile: '13800000003', password: PASSWORD })).data.token;
  return {
    sale,
    point: point!.id,
    scanItem: scan!.item,
    holdings: holdings.map((h) => h.id),
    buyers,
    visitorToken,
    checkerToken,
  };
}
type World = Awaited<ReturnType<typeof world>>;

/** Pays an order as a browser does: the web-payment form, the sandbox cashier's 确认支付. */
async function pay(base: string, token: string, orderSn: string): Promise<boolean> {
  const form = await call(base, webPay, { order_sn: orderSn, return_url: `/my/order/result/${orderSn}` }, { token });
  if (form.code !== 0) return false;
  const fields = Object.fromEntries(
    [...form.data.form.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replaceAll('&amp;', '&')]),
  );
  const res = await fetch(`${base}/corder/v1/sandbox/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, result: 'success' }).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  return res.status === 303 && (res.headers.get('location') ?? '').includes('result=success');
}

/**
 * Mixed load for `seconds`: purchases (order + pay), write-offs (QR code + scan) and withdrawals, from `vus` virtual
 * users spreading their requests over the instances that are up. Records every success answer.
 */
async function mixedLoad(targets: () => Instance[], w: World, acks: Acks, seconds: number, vus = 12) {
  const end = Date.now() + seconds * 1000;
  let next = 0;
  let holdingIndex = 0;
  const note = (r: Answer<unknown>) => {
    if (r.status === 503) acks.unavailable++;
    if (r.status >= 500 && r.status !== 503) acks.serverErrors.push(`${r.status} ${r.message}`);
    if (r.status >= 500 || r.code !== 0) acks.failures++;
    return r.status < 500 && r.code === 0;
  };
  const vu = async (n: number) => {
    const buyer = w.buyers[n % w.buyers.length]!;
    while (Date.now() < end) {
      const list = targets();
      const base = list[next++ % list.length]!.url;
      const op = (n + next) % 5;
      try {
        if (op < 2) {
          const o = await call(
            base,
            createOrder,
            { type: 1, data: { item_id: w.sale, quantity: 1 } },
            { token: buyer.token },
          );
          if (!note(o)) continue;
          acks.ordered.add(o.data.order_sn);
          if (await pay(base, buyer.token, o.data.order_sn)) acks.paid.add(o.data.order_sn);
        } else if (op < 4) {
          const holdingId = w.holdings[holdingIndex++ % w.holdings.length]!;
          const c = await call(base, holdingCode, { holding_id: holdingId }, { token: w.visitorToken });
          if (!note(c)) continue;
          const s = await call(
            base,
            writeOff,
            { code: c.data.code, point_id: w.point, nonce: randomUUID() },
            { token: w.checkerToken },
          );
          if (note(s) && s.data.ok && s.data.record) acks.writeOffs.add(s.data.record.id);
        } else {
          // as the web does: one idempotency key per attempt, sent again (to whichever instance is up) after a
          // cut connection or a 503 — the retry answers the withdrawal that may already have been made
          const query = { withdrawal: PAY_PASSWORD, money: '1.00', request_id: `f${randomUUID()}` };
          for (let attempt = 0; attempt < 4; attempt++) {
            const at = attempt === 0 ? base : targets()[attempt % targets().length]!.url;
            if (attempt > 0) acks.retried++;
            const r = await call(at, withdrawal, query, { token: buyer.token }).catch(() => null);
            if (r && r.status < 500) {
              if (note(r)) acks.withdrawals.add(r.data.id);
              break;
            }
            acks.failures++;
            await sleep(200);
          }
        }
      } catch {
        // connection refused or reset: the instance is gone; the caller was told nothing
        acks.failures++;
        await sleep(50);
      }
    }
  };
  await Promise.all(Array.from({ length: vus }, (_, n) => vu(n)));
}

/** Everything acknowledged is there, nothing half written, the books balance, stock + sold = total. */
async function integrity(db: Db, w: World, acks: Acks) {
  // holdings still valid: a refund voids the refunded ones (the demo history has refunded orders of this item)
  const orders = await db.q<{ order_sn: string; state: string; quantity: number; holdings: number }>(
    `select o.order_sn, o.state, o.quantity - o.refunded_quantity as quantity,
       (select count(*)::int from holdings h
         where h.source = 'order' and h.source_ref = o.id and h.voided_at is null) as holdings
     from orders o where o.item_id = $1`,
    [w.sale],
  );
  const bySn = new Map(orders.map((o) => [o.order_sn, o]));
  const lostOrders = [...acks.ordered].filter((sn) => !bySn.has(sn));
  const lostPayments = [...acks.paid].filter((sn) => bySn.get(sn)?.state !== 'paid');
  // a paid order holds exactly its tickets less those refunded; an unpaid, cancelled or refunded one none
  const halfOrders = orders.filter((o) => (o.state === 'paid' ? o.holdings !== o.quantity : o.holdings !== 0));

  const writeOffIds = new Set(
    (await db.q<{ id: number }>(`select id::int from write_offs where checkpoint_id = $1`, [w.point])).map((r) => r.id),
  );
  const lostWriteOffs = [...acks.writeOffs].filter((id) => !writeOffIds.has(id));
  const [counts] = await db.q<{ rows: number; holding_used: number; point_used: number; doubled: number }>(
    `select
      (select count(*)::int from write_offs where checkpoint_id = $1) as rows,
      (select coalesce(sum(used), 0)::int from holdings where item_id = $2) as holding_used,
      (select used from checkpoints where id = $1) as point_used,
      (select count(*)::int from (select holding_id from write_offs where checkpoint_id = $1
         group by holding_id having count(*) > 1) d) as doubled`,
    [w.point, w.scanItem],
  );

  const withdrawalIds = new Set((await db.q<{ id: number }>(`select id from withdrawals`)).map((r) => r.id));
  // retried withdrawals made one withdrawal each: every withdrawal has its own key and its own ledger transfer
  const [retries] = await db.q<{ keyed: number; keys: number; transfers: number }>(
    `select count(*)::int as keyed, count(distinct request_id)::int as keys,
       (select count(*)::int from transfers where ref_type = 'withdrawal' and reason = '提现') as transfers
     from withdrawals where request_id is not null`,
  );
  expect(retries!.keyed).toBe(retries!.keys);
  expect(retries!.transfers).toBe(withdrawalIds.size);
  const lostWithdrawals = [...acks.withdrawals].filter((id) => !withdrawalIds.has(id));

  const [stock] = await db.q<{ total: number; issued: number; held: number }>(
    `select total_stock as total, issued,
       (select coalesce(sum(quantity), 0)::int from orders where item_id = $1 and state in ('unpaid', 'paid')) as held
     from items where id = $1`,
    [w.sale],
  );

  const drizzle = await openDatabase({ url: db.url, dataDir: null, poolSize: 2 });
  const ledger = await ledgerCheck(drizzle.db);
  await drizzle.close();

  expect({ lostOrders, lostPayments, halfOrders, lostWriteOffs, lostWithdrawals, ledger }).toEqual({
    lostOrders: [],
    lostPayments: [],
    halfOrders: [],
    lostWriteOffs: [],
    lostWithdrawals: [],
    ledger: [],
  });
  expect(counts).toMatchObject({ rows: counts!.holding_used, point_used: counts!.rows, doubled: 0 });
  // the list's counts (order_counts, kept by triggers) agree with the orders themselves
  const [drift] = await db.q<{ n: number }>(
    `select count(*)::int as n from (select user_id, state, count(*)::int as n from orders group by 1, 2) o
       full join order_counts c using (user_id, state) where coalesce(o.n, 0) <> coalesce(c.n, 0)`,
  );
  expect(drift!.n).toBe(0);
  // stock + sold = total: what is reserved or sold is exactly what the orders hold
  expect(stock!.issued).toBe(stock!.held);
  expect(stock!.issued).toBeLessThanOrEqual(stock!.total);
}

describe('faults under load', () => {
  const cleanup: (() => Promise<unknown> | unknown)[] = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await Promise.resolve(c()).catch(() => undefined);
  });

  it(`kill -9 of one of two instances in the middle of a ${LOAD_SECONDS} s mixed load loses nothing acknowledged`, async () => {
    const db = await preparedDatabase();
    cleanup.push(db.close);
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL,
      REDIS_PREFIX: `kcf${randomUUID().slice(0, 8)}:`,
      JOB_INTERVAL_SECONDS: '1',
    };
    const [a, b] = await Promise.all([startInstance('A', env), startInstance('B', env)]);
    cleanup.push(a.stop, b.stop);
    onTestFailed(() =>
      console.log(
        [...a.logs, ...b.logs]
          .filter((l) => l.includes('"level":50'))
          .slice(-10)
          .join('\n'),
      ),
    );
    const w = await world(db, a);
    const acks = newAcks();
    let up = [a, b];

    const load = mixedLoad(() => up, w, acks, LOAD_SECONDS);
    await sleep((LOAD_SECONDS / 3) * 1000);
    const before = acks.ordered.size + acks.writeOffs.size;
    await a.kill(); // no shutdown at all: requests in flight on A are cut
    await sleep(3000); // the load still sends some requests to A: refused
    up = [b];
    await sleep(3000);
    await a.restart();
    up = [a, b];
    await load;

    console.log('kill -9 load:', summary(acks));
    expect(before).toBeGreaterThan(0);
    expect(acks.failures).toBeGreaterThan(0); // the kill did hit requests
    expect(acks.serverErrors).toEqual([]);
    expect(acks.paid.size).toBeGreaterThan(0);
    expect(acks.writeOffs.size).toBeGreaterThan(0);
    expect(acks.withdrawals.size).toBeGreaterThan(0);
    await integrity(db, w, acks);
  });

  it('PostgreSQL restarted during load: 503 with a clear message meanwhile, reconnects by itself, nothing acknowledged lost', async () => {
    const pgServer = await privatePostgres();
    cleanup.push(pgServer.destroy);
    const db = await preparedDatabase(pgServer.adminUrl);
    cleanup.push(db.close);
    const a = await startInstance('A', {
      DATABASE_URL: db.url,
      REDIS_URL,
      REDIS_PREFIX: `kcp${randomUUID().slice(0, 8)}:`,
    });
    cleanup.push(a.stop);
    onTestFailed(() =>
      console.log(
        a.logs
          .filter((l) => !/incoming request|request completed/.test(l))
          .slice(-40)
          .join('\n'),
      ),
    );
    const w = await world(db, a, 4);
    const acks = newAcks();

    const load = mixedLoad(() => [a], w, acks, 25, 8);
    await sleep(8000);
    pgServer.stop();
    // while it is down: a clear, retryable answer — not a hang, not a 500
    // (a kept-alive socket may be cut by the outage itself: the answer on the next one is what counts)
    const down = await call(a.url, userInfo, {}, { token: w.visitorToken }).catch(() =>
      call(a.url, userInfo, {}, { token: w.visitorToken }),
    );
    expect(down).toMatchObject({ status: 503, code: 503, message: '服务暂时不可用，请稍后再试' });
    expect((await fetch(`${a.url}/readyz`)).status).toBe(503);
    await sleep(3000);
    pgServer.start();
    await load;
    console.log('PostgreSQL restart load:', summary(acks));

    // back by itself: no restart of the app
    await until('the app to reconnect', async () => (await fetch(`${a.url}/readyz`)).ok);
    expect((await call(a.url, userInfo, {}, { token: w.visitorToken })).code).toBe(0);
    expect(acks.unavailable).toBeGreaterThan(0);
    expect(acks.serverErrors).toEqual([]);
    expect(acks.paid.size + acks.writeOffs.size).toBeGreaterThan(0);
    await integrity(db, w, acks);
  });

  it('Redis down: limits refuse safely, everything kept in PostgreSQL goes on, and it recovers by itself', async () => {
    const redis = await privateRedis();
    cleanup.push(redis.stop);
    const db = await preparedDatabase();
    cleanup.push(db.close);
    const a = await startInstance('A', { DATABASE_URL: db.url, REDIS_URL: redis.url });
    cleanup.push(a.stop);
    const w = await world(db, a, 2);

    await redis.stop();
    // SMS codes and their limits live in Redis: refused, clearly
    expect(await call(a.url, smsSend, { mobile: '13711112222', scene: 'login' })).toMatchObject({
      status: 503,
      message: '服务暂时不可用，请稍后再试',
    });
    // the password lockout counter lives there too: password login refuses rather than allow unlimited guesses
    expect((await call(a.url, login, { mobile: '13800000001', password: PASSWORD })).status).toBe(503);
    expect((await fetch(`${a.url}/readyz`)).status).toBe(503);
    // sessions, orders and write-offs are PostgreSQL's: they go on
    expect((await call(a.url, userInfo, {}, { token: w.visitorToken })).code).toBe(0);
    const order = await call(
      a.url,
      createOrder,
      { type: 1, data: { item_id: w.sale, quantity: 1 } },
      {
        token: w.buyers[0]!.token,
      },
    );
    expect(order.code, order.message).toBe(0);
    const qr = await call(a.url, holdingCode, { holding_id: w.holdings[0]! }, { token: w.visitorToken });
    expect(qr.code, qr.message).toBe(0);
    const code = qr.data.code;
    const scan = await call(
      a.url,
      writeOff,
      { code, point_id: w.point, nonce: randomUUID() },
      { token: w.checkerToken },
    );
    expect(scan.data).toMatchObject({ ok: true, message: '核销成功' });

    await redis.start();
    await until(
      'SMS to work again',
      async () => (await call(a.url, smsSend, { mobile: '13711113333', scene: 'login' })).code === 0,
    );
    expect((await call(a.url, login, { mobile: '13800000001', password: PASSWORD })).code).toBe(0);
    // the live push is back: a watcher is woken by the next write-off
    const holdingId = w.holdings[1]!;
    const code2 = (await call(a.url, holdingCode, { holding_id: holdingId }, { token: w.visitorToken })).data.code;
    const started = Date.now();
    const watching = call(a.url, holdingWatch, { holding_id: holdingId, used: 0 }, { token: w.visitorToken });
    await sleep(500);
    await call(a.url, writeOff, { code: code2, point_id: w.point, nonce: randomUUID() }, { token: w.checkerToken });
    expect((await watching).data).toMatchObject({ changed: true });
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});

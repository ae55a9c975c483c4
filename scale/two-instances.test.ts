/**
 * Two server processes on one PostgreSQL database and one Redis behave as one: sessions, rate limits, idempotent
 * replays, scheduled jobs and the live 已核销 push all cross from one instance to the other.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrder,
  ErrorCode,
  holdingCode,
  holdingWatch,
  login,
  logout,
  receiveUser,
  smsSend,
  tokenRefresh,
  userInfo,
  writeOff,
} from '@kc/shared';
import { call, MONITOR_HEADERS, preparedDatabase, REDIS_URL, startInstance, until, type Instance } from './lib.js';

const PASSWORD = 'Demo@1234';
const VISITOR = '13800000001';
const CHECKER = '13800000003';
const AUDITOR = '13800000004';

describe('two instances on one PostgreSQL and one Redis', () => {
  let db: Awaited<ReturnType<typeof preparedDatabase>>;
  let a: Instance;
  let b: Instance;
  const ids = { free: 0, sale: 0, point: 0 };

  const passwordLogin = async (on: Instance, mobile: string) => {
    const r = await call(on.url, login, { mobile, password: PASSWORD });
    expect(r.code, r.message).toBe(0);
    return r.data;
  };

  beforeAll(async () => {
    db = await preparedDatabase();
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL,
      REDIS_PREFIX: `kcs${randomUUID().slice(0, 8)}:`,
      JOB_INTERVAL_SECONDS: '1',
      DB_POOL_SIZE: '5',
      LOG_LEVEL: 'debug', // each job run is logged at debug
    };
    [a, b] = await Promise.all([startInstance('A', env), startInstance('B', env)]);
    const [row] = await db.q<{ free: number; sale: number; point: number }>(`select
      (select id from items where name = '免费观展票') as free,
      (select id from items where name = '普通票') as sale,
      (select id from checkpoints where name = '东门检票口' and item_id = (select id from items where name = '免费观展票')) as point`);
    Object.assign(ids, row);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
  });

  it('each instance is its own process, ready and named', async () => {
    const [ra, rb] = await Promise.all(
      [a, b].map(async (i) => (await fetch(`${i.url}/readyz`, { headers: MONITOR_HEADERS })).json()),
    );
    expect(ra).toMatchObject({ ok: true, instance: 'A', database: 'ok', kv: 'ok' });
    expect(rb).toMatchObject({ ok: true, instance: 'B', database: 'ok', kv: 'ok' });
  });

  it('a session made on A works on B; a refresh on B and a logout on A take effect on both', async () => {
    const s = await passwordLogin(a, VISITOR);
    expect((await call(b.url, userInfo, {}, { token: s.token })).data).toMatchObject({ mobile: VISITOR });

    const refreshed = await call(b.url, tokenRefresh, { tokenrefurbish: s.refreshToken });
    expect(refreshed.code).toBe(0);
    // the used refresh token presented again, on the other instance: reuse revokes the whole session
    expect((await call(a.url, tokenRefresh, { tokenrefurbish: s.refreshToken })).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await call(b.url, userInfo, {}, { token: refreshed.data.token })).code).toBe(ErrorCode.SESSION_INVALID);

    const t = await passwordLogin(b, VISITOR);
    expect((await call(a.url, logout, {}, { token: t.token })).code).toBe(0);
    expect((await call(b.url, userInfo, {}, { token: t.token })).code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('rate limits count across both: the SMS cooldown and the password lockout', async () => {
    const mobile = '13912345678';
    expect((await call(a.url, smsSend, { mobile, scene: 'login' })).code).toBe(0);
    const again = await call(b.url, smsSend, { mobile, scene: 'login' });
    expect(again.code).toBe(ErrorCode.RATE_LIMITED);
    expect(again.message).toMatch(/验证码发送过于频繁/);

    // five wrong passwords spread over both instances lock the account on both
    for (let i = 0; i < 5; i++) {
      const on = i % 2 ? b : a;
      expect((await call(on.url, login, { mobile: AUDITOR, password: 'Wrong@1234' })).code).toBe(
        i < 4 ? ErrorCode.PASSWORD_WRONG : ErrorCode.ACCOUNT_LOCKED,
      );
    }
    for (const on of [a, b])
      expect((await call(on.url, login, { mobile: AUDITOR, password: PASSWORD })).code).toBe(ErrorCode.ACCOUNT_LOCKED);
  });

  it('a write-off on A reaches the holder’s screen waiting on B, and a retried scan on B gets the first answer', async () => {
    const visitor = await passwordLogin(a, VISITOR);
    const checkerToken = (await passwordLogin(a, CHECKER)).token;
    const received = await call(b.url, receiveUser, { item_id: ids.free }, { token: visitor.token });
    expect(received.code, received.message).toBe(0);
    const holdingId = received.data.holding_id;
    const code = (await call(b.url, holdingCode, { holding_id: holdingId }, { token: visitor.token })).data.code;

    // the holder's QR screen long-polls B
    const started = Date.now();
    const watching = call(b.url, holdingWatch, { holding_id: holdingId, used: 0 }, { token: visitor.token });
    await new Promise((r) => setTimeout(r, 500));

    const nonce = randomUUID();
    const scan = await call(a.url, writeOff, { code, point_id: ids.point, nonce }, { token: checkerToken });
    expect(scan.data).toMatchObject({ ok: true, message: '核销成功', replay: false });

    const watched = await watching;
    expect(watched.data).toMatchObject({ changed: true, card: { used: 1 } });
    // answered by the push, not by the 25 s long-poll timeout
    expect(Date.now() - started).toBeLessThan(20_000);

    // the scanner retries the same scan (same nonce) on the other instance: the first answer, nothing new written
    const retried = await call(b.url, writeOff, { code, point_id: ids.point, nonce }, { token: checkerToken });
    expect(retried.data).toMatchObject({ ok: true, replay: true });
    const [{ n }] = (await db.q<{ n: number }>('select count(*)::int as n from write_offs where holding_id = $1', [
      holdingId,
    ])) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('a scheduled job runs once: an expired order is cancelled and its stock returned exactly once', async () => {
    const visitor = await passwordLogin(a, VISITOR);
    const stock = async () =>
      (await db.q<{ issued: number }>('select issued from items where id = $1', [ids.sale]))[0]!.issued;
    const before = await stock();
    const order = await call(
      a.url,
      createOrder,
      { type: 1, data: { item_id: ids.sale, quantity: 2 } },
      { token: visitor.token },
    );
    expect(order.code, order.message).toBe(0);
    expect(await stock()).toBe(before + 2);

    await db.q(`update orders set expires_at = now() - interval '1 second' where order_sn = $1`, [order.data.order_sn]);
    await until('the order to expire', async () => {
      const [o] = await db.q<{ state: string }>('select state from orders where order_sn = $1', [order.data.order_sn]);
      return o?.state === 'cancelled';
    });
    // two more ticks on both instances: nothing more happens
    await new Promise((r) => setTimeout(r, 2500));
    expect(await stock()).toBe(before);
    const expiredLines = [...a.logs, ...b.logs].filter((l) => l.includes('expired 1 unpaid order'));
    expect(expiredLines).toHaveLength(1);
    // every tick of the job ran on one instance only: no (job, tick) in both instances' logs
    const ran = (i: Instance) =>
      new Set(
        i.logs
          .filter((l) => l.includes('"msg":"job run"'))
          .map((l) => {
            const { job, tick } = JSON.parse(l) as { job: string; tick: number };
            return `${job}@${tick}`;
          }),
      );
    const [onA, onB] = [ran(a), ran(b)];
    expect(onA.size + onB.size).toBeGreaterThanOrEqual(4); // both jobs ticked through the test
    expect([...onA].filter((t) => onB.has(t))).toEqual([]);
  });
});

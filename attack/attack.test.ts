/**
 * The outside attacks of issue 13, repeated against a real server process (apps/server/src/server.ts as in
 * production) on PostgreSQL and Redis, over real sockets, with the parallelism an attacker would use: a stranger with a
 * normal account (and a stolen session where the attack needs one). Each test asserts the refusal by codes and
 * counts; docs/security.md's threat table names the control behind each.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bindWechat,
  checkPayPassword,
  createOrder,
  ErrorCode,
  getOpenid,
  login,
  register,
  setPassword,
  smsSend,
  unbindWechat,
  uploadSign,
  walletInfo,
  webPay,
  withdrawal,
} from '@kc/shared';
import { openDatabase } from '../apps/server/src/db/client.js';
import { transfer } from '../apps/server/src/modules/wallet/ledger.js';
import { call, preparedDatabase, REDIS_URL, root, startInstance, until, type Instance } from '../scale/lib.js';

const PASSWORD = 'Demo@1234';
const webDist = path.join(root, 'apps/web/dist');

describe('an outside attacker against a running server (PostgreSQL + Redis)', () => {
  let db: Awaited<ReturnType<typeof preparedDatabase>>;
  let s: Instance;
  let mobileSeq = 0;
  /** a fresh mobile per test, so one attack's counters never meet another's */
  const freshMobile = () => `1360${String(process.pid % 1000).padStart(3, '0')}${String(++mobileSeq).padStart(4, '0')}`;

  /** the code the console SMS provider printed for this mobile and purpose */
  const smsCode = async (mobile: string, scene: string) => {
    const re = new RegExp(`SMS code for ${mobile} \\(${scene}\\): (\\d{6})`);
    const find = () => s.logs.map((l) => re.exec(l)?.[1]).findLast(Boolean);
    await until(`the ${scene} code of ${mobile}`, () => find() !== undefined, 5000);
    return find()!;
  };

  /** a server of its own (its own Redis keys) for an attack that spends a whole address's quota */
  const isolated = async (name: string, run: (url: string) => Promise<void>) => {
    const own = await startInstance(name, {
      DATABASE_URL: db.url,
      REDIS_URL,
      REDIS_PREFIX: `kca${randomUUID().slice(0, 8)}:`,
    });
    try {
      await run(own.url);
    } finally {
      await own.stop();
    }
  };

  const smsLogin = async (mobile: string) => {
    expect((await call(s.url, smsSend, { mobile, scene: 'login' })).code).toBe(0);
    const r = await call(s.url, login, { mobile, code: await smsCode(mobile, 'login') });
    expect(r.code, r.message).toBe(0);
    return r.data;
  };

  /** a user with pay password 123456, a bound sandbox payout account and ¥50 */
  const victim = async () => {
    const mobile = freshMobile();
    const session = await smsLogin(mobile);
    await call(s.url, smsSend, { mobile, scene: 'setpassword' }, { token: session.token });
    const code = await smsCode(mobile, 'setpassword');
    const set = await call(
      s.url,
      setPassword,
      { operation: 'set', withdrawal: '123456', code },
      { token: session.token },
    );
    expect(set.code, set.message).toBe(0);
    expect((await call(s.url, bindWechat, { code: 'sandbox' }, { token: session.token })).code).toBe(0);
    const drizzle = await openDatabase({ url: db.url, dataDir: null, poolSize: 1 });
    await drizzle.db.transaction((tx) =>
      transfer(tx, { kind: 'platform', name: 'promotions' }, { kind: 'user', ownerId: session.uid }, 5000, '活动奖励', {
        type: 'test',
        id: session.uid,
      }),
    );
    await drizzle.close();
    return { ...session, mobile };
  };

  beforeAll(async () => {
    db = await preparedDatabase();
    s = await startInstance('attack', {
      DATABASE_URL: db.url,
      REDIS_URL,
      REDIS_PREFIX: `kca${randomUUID().slice(0, 8)}:`,
      ...(fs.existsSync(path.join(webDist, 'index.html')) ? { WEB_DIST: webDist } : {}),
    });
  }, 180_000);

  afterAll(async () => {
    await s?.stop();
    await db?.close();
  });

  it('1. 300 pay-password guesses at once, the right one last: at most 5 compared, the right one refused', async () => {
    const v = await victim();
    const guesses = Array.from({ length: 299 }, (_, i) => String(300000 + i));
    guesses.push('123456');
    const answers = await Promise.all(
      guesses.map((passwd) => call(s.url, checkPayPassword, { passwd }, { token: v.token })),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const compared = answers.filter((a) => a.code === 0 || a.code === ErrorCode.PASSWORD_WRONG);
    expect(compared.length).toBeLessThanOrEqual(4); // the 5th wrong one answers 20004 itself
    expect(answers.at(-1)!.code).toBe(ErrorCode.ACCOUNT_LOCKED);
    // withdrawal uses the same check: locked, and nothing left the balance
    const w = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(s.url, withdrawal, { withdrawal: '123456', money: '10' }, { token: v.token }),
      ),
    );
    expect(w.every((a) => a.code === ErrorCode.ACCOUNT_LOCKED)).toBe(true);
    expect((await call(s.url, walletInfo, {}, { token: v.token })).data).toMatchObject({ money: 5000 });
  });

  it('2. 120 login guesses at once with the right password among them: at most 5 compared, none accepted', async () => {
    const mobile = freshMobile();
    await call(s.url, smsSend, { mobile, scene: 'register' });
    const reg = await call(s.url, register, { mobile, code: await smsCode(mobile, 'register'), password: PASSWORD });
    expect(reg.code, reg.message).toBe(0);
    const guesses = Array.from({ length: 120 }, (_, i) => `Guess${i}word`);
    guesses.splice(100, 0, PASSWORD);
    const answers = await Promise.all(guesses.map((password) => call(s.url, login, { mobile, password })));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.code === ErrorCode.PASSWORD_WRONG).length).toBeLessThanOrEqual(4);
    expect(answers.filter((a) => a.code === 0)).toEqual([]);
    expect((await call(s.url, login, { mobile, password: PASSWORD })).code).toBe(ErrorCode.ACCOUNT_LOCKED);
    // the owner of the mobile still gets in by SMS
    expect((await smsLogin(mobile)).token).toBeTruthy();
  });

  it('2b. 100 mobiles from one address: only LOGIN_IP_HOURLY_FAILURES (30) are compared', async () => {
    await isolated('attack-logins', async (url) => {
      const mobiles = Array.from({ length: 100 }, () => freshMobile());
      const answers = await Promise.all(mobiles.map((mobile) => call(url, login, { mobile, password: 'Guess1234' })));
      expect(answers.filter((a) => a.code === ErrorCode.PASSWORD_WRONG).length).toBeLessThanOrEqual(30);
      expect(answers.filter((a) => a.code === ErrorCode.RATE_LIMITED).length).toBeGreaterThanOrEqual(70);
    });
  });

  it('3. with a stolen session the payout account cannot be swapped for the attacker’s and emptied', async () => {
    const v = await victim();
    const rebind = await Promise.all(
      Array.from({ length: 10 }, () => call(s.url, bindWechat, { code: 'sandbox' }, { token: v.token })),
    );
    expect(rebind.every((a) => a.code === ErrorCode.CONFLICT)).toBe(true);
    // getopenid never writes the payout account (here it is not even configured)
    expect((await call(s.url, getOpenid, { code: 'attacker-code' }, { token: v.token })).code).not.toBe(0);
    // unbind + bind (no SMS) is a change: withdrawals wait 24 h
    expect((await call(s.url, unbindWechat, {}, { token: v.token })).code).toBe(0);
    expect((await call(s.url, bindWechat, { code: 'sandbox' }, { token: v.token })).code).toBe(0);
    const w = await call(s.url, withdrawal, { withdrawal: '123456', money: '10' }, { token: v.token });
    expect(w.code).toBe(ErrorCode.CONFLICT);
    expect(w.message).toMatch(/^提现账户变更后24小时内不能提现/);
    const log = await db.q<{ kind: string }>('select kind from payout_account_changes where user_id = $1 order by id', [
      v.uid,
    ]);
    expect(log.map((l) => l.kind)).toEqual(['bind', 'unbind', 'bind']);
    expect((await call(s.url, walletInfo, {}, { token: v.token })).data).toMatchObject({ money: 5000 });
  });

  it('4. forged X-Forwarded-For does not buy more SMS; forged X-Forwarded-Host does not move the redirect', async () => {
    await isolated('attack-sms', async (url) => {
      const answers = [];
      for (let i = 0; i < 40; i++)
        answers.push(
          await call(
            url,
            smsSend,
            { mobile: freshMobile(), scene: 'login' },
            { headers: { 'x-forwarded-for': `203.0.113.${i + 1}`, 'x-real-ip': `203.0.113.${i + 1}` } },
          ),
        );
      // the per-address quota is 30 an hour: the socket's address counts, not the header
      expect(answers.slice(0, 30).every((a) => a.code === 0)).toBe(true);
      expect(answers.slice(30).every((a) => a.code === ErrorCode.RATE_LIMITED)).toBe(true);
    });

    const visitor = (await call(s.url, login, { mobile: '13800000001', password: PASSWORD })).data;
    const [item] = await db.q<{ id: number }>(`select id from items where name = '普通票'`);
    const order = await call(
      s.url,
      createOrder,
      { type: 1, data: { item_id: item!.id, quantity: 1 } },
      { token: visitor.token },
    );
    expect(order.code, order.message).toBe(0);
    const sn = (order.data as { order_sn: string }).order_sn;
    const form = await call(
      s.url,
      webPay,
      { order_sn: sn, return_url: `/my/order/result/${sn}` },
      { token: visitor.token },
    );
    expect(form.code, form.message).toBe(0);
    const fields = Object.fromEntries(
      [...(form.data as { form: string }).form.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [
        m[1]!,
        m[2]!.replaceAll('&amp;', '&'),
      ]),
    );
    const res = await fetch(`${s.url}/corder/v1/sandbox/confirm`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
      body: new URLSearchParams({ ...fields, result: 'fail' }).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).not.toContain('evil.example');
    expect(res.headers.get('location')).toMatch(/^\/static-kc2\/my\/order\/result\//);
  });

  it('5. nothing tells whether a mobile has an account: login and register answer alike', async () => {
    const smsOnly = freshMobile();
    await smsLogin(smsOnly);
    const probes = [smsOnly, freshMobile(), '13800000004'];
    const logins = await Promise.all(probes.map((mobile) => call(s.url, login, { mobile, password: 'Probe1234' })));
    expect(new Set(logins.map((a) => JSON.stringify([a.code, a.message, a.data]))).size).toBe(1);
    expect(logins[0]!.code).toBe(ErrorCode.PASSWORD_WRONG);
    const registers = await Promise.all(
      ['13800000001', freshMobile()].map((mobile) =>
        call(s.url, register, { mobile, code: '123456', password: PASSWORD }),
      ),
    );
    expect(new Set(registers.map((a) => JSON.stringify([a.code, a.message, a.data]))).size).toBe(1);
    expect(registers[0]!.code).not.toBe(ErrorCode.MOBILE_TAKEN);
  });

  it('5b. an SMS code: 100 guesses at once compare at most 5', async () => {
    const mobile = freshMobile();
    expect((await call(s.url, smsSend, { mobile, scene: 'login' })).code).toBe(0);
    const code = await smsCode(mobile, 'login');
    const guesses = Array.from({ length: 100 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    guesses.push(code);
    const answers = await Promise.all(guesses.map((g) => call(s.url, login, { mobile, code: g })));
    expect(answers.filter((a) => a.code === 0 || /还可尝试/.test(a.message)).length).toBeLessThanOrEqual(5);
    expect(answers.at(-1)!.code).not.toBe(0);
  });

  it('6. the app and the API cannot be framed, sniffed or leak the referrer; the CSP allows no inline script', async () => {
    const targets = [`${s.url}/api/user/1.0.0/aboutus`, `${s.url}/healthz`];
    if (fs.existsSync(path.join(webDist, 'index.html'))) targets.push(`${s.url}/static-kc2/my`);
    for (const url of targets) {
      const res = await fetch(url, { method: url.includes('/api/') ? 'POST' : 'GET' });
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, url).toContain("frame-ancestors 'none'");
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? /default-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, url).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(res.headers.get('x-frame-options'), url).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), url).toBeTruthy();
    }
  });

  it('7. health checks name no host or pid without the monitoring token', async () => {
    for (const p of ['/healthz', '/readyz']) {
      const body = (await (await fetch(`${s.url}${p}`)).json()) as Record<string, unknown>;
      expect(body.ok).toBe(true);
      expect(body).not.toHaveProperty('pid');
      expect(body).not.toHaveProperty('instance');
    }
  });

  it('8. upload URLs: a user cannot ask for more than UPLOAD_HOURLY_MAX (120) an hour', async () => {
    const v = await smsLogin(freshMobile());
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        call(s.url, uploadSign, { filename: `a${i}.png`, content_type: 'image/png' }, { token: v.token }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(120);
    expect(answers.filter((a) => a.code === ErrorCode.RATE_LIMITED)).toHaveLength(30);
  });
});

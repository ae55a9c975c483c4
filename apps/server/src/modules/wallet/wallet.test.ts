import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  bindWechat,
  changeWechat,
  checkPayPassword,
  ErrorCode,
  remainingList,
  setPassword,
  smsSend,
  unbindWechat,
  userInfo,
  walletInfo,
  withdrawal,
  withdrawalList,
} from '@kc/shared';
import { payoutAccountChanges } from '../../db/schema.js';
import { ledgerCheck, transfer } from './ledger.js';
import { testApp, type TestApp } from '../../test/test-app.js';
import { demoTokens, fieldNames } from '../../test/fixtures.js';

describe('the wallet: balance, ledger, pay password, withdrawals', () => {
  let t: TestApp;
  let tok: Awaited<ReturnType<typeof demoTokens>>;
  const as = (token: string) => ({ token });

  /** A fresh user with a pay password (123456), a bound sandbox account and `fen` on the balance. */
  async function funded(mobile: string, fen: number) {
    const s = await t.loginBySms(mobile);
    await t.call(smsSend, { mobile, scene: 'setpassword' }, as(s.token));
    const set = await t.call(
      setPassword,
      { operation: 'set', withdrawal: '123456', code: t.smsCode(mobile, 'setpassword') },
      as(s.token),
    );
    expect(set.data).toEqual({ has_password: true });
    await t.call(bindWechat, { code: 'sandbox' }, as(s.token));
    await t.database.db.transaction((tx) =>
      transfer(tx, { kind: 'platform', name: 'promotions' }, { kind: 'user', ownerId: s.uid }, fen, '活动奖励', {
        type: 'test',
        id: s.uid,
      }),
    );
    return s;
  }

  beforeAll(async () => {
    // a login code and a pay-password code are sent moments apart here
    t = await testApp({ sms: { cooldown: 0, dailyMax: 100 } });
    tok = await demoTokens(t);
  });
  afterAll(() => t.close());

  it('the demo visitor starts with ¥100.00 from a ledger entry; the profile shows the balance', async () => {
    const w = await t.call(walletInfo, {}, as(tok.visitor));
    expect(w.data).toMatchObject({ money: 10000, has_password: false, account: '', min_withdrawal: 100 });
    expect((await t.call(remainingList, {}, as(tok.visitor))).data.list).toMatchObject([
      { amount: 10000, balance_after: 10000, reason: '活动奖励' },
    ]);
    expect((await t.call(userInfo, {}, as(tok.visitor))).data.money).toBe(10000);
    expect(await t.call(walletInfo, {})).toMatchObject({ code: ErrorCode.SESSION_INVALID });
  });

  it('sets, changes and resets the pay password; the empty query only asks; wrong tries lock it for an hour', async () => {
    const s = await t.loginBySms('13900000601');
    expect((await t.call(setPassword, {}, as(s.token))).data).toEqual({ has_password: false });
    const bad = await t.call(setPassword, { operation: 'set', withdrawal: '12ab', code: '1' }, as(s.token));
    expect(fieldNames(bad).sort()).toEqual(['code', 'withdrawal']);
    expect(
      (await t.call(setPassword, { operation: 'set', withdrawal: '123456', code: '000000' }, as(s.token))).code,
    ).toBe(ErrorCode.SMS_CODE_EXPIRED);
    await t.call(smsSend, { mobile: '13900000601', scene: 'setpassword' }, as(s.token));
    const code = t.smsCode('13900000601', 'setpassword');
    expect(
      (await t.call(setPassword, { operation: 'set', withdrawal: '123456', code }, as(s.token))).data.has_password,
    ).toBe(true);
    expect((await t.call(setPassword, {}, as(s.token))).data).toEqual({ has_password: true });
    const modify = { operation: 'modify', withdrawal: '654321', oldpasswd: '111111' };
    expect((await t.call(setPassword, modify, as(s.token))).message).toBe('支付密码错误，还可以再试4次');
    expect((await t.call(setPassword, { ...modify, oldpasswd: '123456' }, as(s.token))).code).toBe(0);
    expect((await t.call(checkPayPassword, { passwd: '654321' }, as(s.token))).data).toEqual({ ok: true });
    for (const left of [4, 3, 2, 1])
      expect((await t.call(checkPayPassword, { passwd: '000000' }, as(s.token))).message).toBe(
        `支付密码错误，还可以再试${left}次`,
      );
    const locked = await t.call(checkPayPassword, { passwd: '000000' }, as(s.token));
    expect(locked).toMatchObject({ code: ErrorCode.ACCOUNT_LOCKED, message: '支付密码错误次数过多，请1小时后再试' });
    expect((await t.call(checkPayPassword, { passwd: '654321' }, as(s.token))).code).toBe(ErrorCode.ACCOUNT_LOCKED);
    // forgetting it (SMS) sets a new one and lifts the lock
    await t.call(smsSend, { mobile: '13900000601', scene: 'setpassword' }, as(s.token));
    const reset = { operation: 'forget', withdrawal: '112233', code: t.smsCode('13900000601', 'setpassword') };
    expect((await t.call(setPassword, reset, as(s.token))).code).toBe(0);
    expect((await t.call(checkPayPassword, { passwd: '112233' }, as(s.token))).code).toBe(0);
  });

  it('withdraws to the bound account with the pay password; limits and refusals in Chinese; the sandbox pays out', async () => {
    const s = await funded('13900000602', 5000);
    const w = (money: string, pwd = '123456') => t.call(withdrawal, { withdrawal: pwd, money }, as(s.token));
    expect((await w('0.5')).message).toBe('低于最低提现金额1.00元');
    expect(fieldNames(await w('1.234'))).toEqual(['money']);
    expect((await w('10', '999999')).message).toBe('支付密码错误，还可以再试4次');
    expect((await w('60')).message).toBe('余额不足');
    const ok = await w('12.50');
    expect(ok.data).toMatchObject({ amount: 1250, state: 'pending', state_label: '处理中', account: '沙箱测试账户' });
    expect((await t.call(walletInfo, {}, as(s.token))).data).toMatchObject({ money: 3750, withdrawn_today: 1250 });
    expect((await t.call(unbindWechat, {}, as(s.token))).message).toBe('有处理中的提现，暂不能解绑');
    expect(await t.services.wallet.processPending()).toBeGreaterThanOrEqual(1);
    expect((await t.call(withdrawalList, {}, as(s.token))).data.list[0]).toMatchObject({
      state: 'done',
      state_label: '已到账',
    });
    expect((await t.call(remainingList, {}, as(s.token))).data.list[0]).toMatchObject({
      amount: -1250,
      balance_after: 3750,
      reason: '提现',
    });

    // a failed payout returns the money with a reversal entry
    const second = await w('5');
    await t.services.wallet.settle(second.data.id, { ok: false, reason: '收款账户异常' });
    expect((await t.call(withdrawalList, {}, as(s.token))).data.list[0]).toMatchObject({
      state: 'failed',
      fail_reason: '收款账户异常',
    });
    expect((await t.call(remainingList, {}, as(s.token))).data.list[0]).toMatchObject({
      amount: 500,
      reason: '提现失败退回',
    });
    expect((await t.call(walletInfo, {}, as(s.token))).data.money).toBe(3750);
    expect(await t.services.wallet.settle(second.data.id, { ok: true })).toBeNull();

    const unbound = await t.call(unbindWechat, {}, as(s.token));
    expect(unbound.data.account).toBe('');
    expect((await w('1')).message).toBe('请先绑定提现账户');
    expect(await ledgerCheck(t.database.db)).toEqual([]);
  });

  it('200 parallel withdrawals that together exceed the balance never take it below zero; the books balance', async () => {
    const s = await funded('13900000603', 10000);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => t.call(withdrawal, { withdrawal: '123456', money: '1.00' }, as(s.token))),
    );
    const ok = answers.filter((a) => a.code === 0).length;
    expect(ok).toBe(100);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.message === '余额不足')).toBe(true);
    expect((await t.call(walletInfo, {}, as(s.token))).data.money).toBe(0);
    expect(await ledgerCheck(t.database.db)).toEqual([]);
  }, 120_000);

  it('the daily maximum counts pending and paid withdrawals of today', async () => {
    const s = await funded('13900000604', 1_000_000);
    expect((await t.call(withdrawal, { withdrawal: '123456', money: '4000' }, as(s.token))).code).toBe(0);
    expect((await t.call(withdrawal, { withdrawal: '123456', money: '1000.01' }, as(s.token))).message).toBe(
      '超过今日提现额度',
    );
    expect((await t.call(withdrawal, { withdrawal: '123456', money: '1000' }, as(s.token))).code).toBe(0);
  });

  it('a retried withdrawal with the same request_id answers the first one: one row, one ledger transfer, even at once', async () => {
    const s = await funded('13900000605', 10000);
    const w = (money: string, request_id?: string) =>
      t.call(withdrawal, { withdrawal: '123456', money, ...(request_id ? { request_id } : {}) }, as(s.token));
    const answers = await Promise.all(Array.from({ length: 5 }, () => w('12.00', 'retry-key-0001')));
    expect(answers.map((a) => a.code)).toEqual([0, 0, 0, 0, 0]);
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect((await t.call(walletInfo, {}, as(s.token))).data.money).toBe(8800);
    expect((await t.call(withdrawalList, {}, as(s.token))).data.count).toBe(1);
    // the key belongs to that withdrawal: another amount under it is refused, another key is a new withdrawal
    expect((await w('13.00', 'retry-key-0001')).message).toBe('请求编号已用于另一笔提现');
    expect((await w('12.00', 'retry-key-0002')).code).toBe(0);
    expect((await t.call(walletInfo, {}, as(s.token))).data.money).toBe(7600);
    expect((await w('1.00', 'bad key!')).code).toBe(ErrorCode.VALIDATION);
    expect(await ledgerCheck(t.database.db)).toEqual([]);
  });

  it('checks at most 5 of 300 parallel pay-password guesses; the right one, sent last, is refused by the lock', async () => {
    const s = await funded('13900000606', 5000);
    const guesses = Array.from({ length: 299 }, (_, i) => String(200000 + i));
    guesses.push('123456');
    const answers = await Promise.all(guesses.map((passwd) => t.call(checkPayPassword, { passwd }, as(s.token))));
    const checked = answers.filter((a) => a.code === 0 || a.code === ErrorCode.PASSWORD_WRONG);
    expect(checked.length).toBeLessThanOrEqual(4);
    expect(answers.filter((a) => a.code === ErrorCode.ACCOUNT_LOCKED).length).toBeGreaterThanOrEqual(296);
    expect(answers.at(-1)!.code).toBe(ErrorCode.ACCOUNT_LOCKED);
    // the same through withdrawal, which uses the same check: locked, nothing moves
    const w = await t.call(withdrawal, { withdrawal: '123456', money: '10' }, as(s.token));
    expect(w).toMatchObject({ code: ErrorCode.ACCOUNT_LOCKED, message: '支付密码错误次数过多，请1小时后再试' });
    expect((await t.call(walletInfo, {}, as(s.token))).data.money).toBe(5000);
  }, 120_000);

  it('replacing a bound payout account needs the SMS code; every change is logged and holds withdrawals for 24 h', async () => {
    const s = await funded('13900000607', 5000);
    // a stolen session cannot re-bind over the bound account…
    const rebind = await t.call(bindWechat, { code: 'sandbox' }, as(s.token));
    expect(rebind).toMatchObject({ code: ErrorCode.CONFLICT, message: '已绑定提现账户，更换账户请先验证手机号' });
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () => t.call(bindWechat, { code: 'sandbox' }, as(s.token))),
    );
    expect(parallel.every((a) => a.code === ErrorCode.CONFLICT)).toBe(true);
    // …nor unbind and bind its own without the new account waiting
    expect((await t.call(unbindWechat, {}, as(s.token))).data.account).toBe('');
    expect((await t.call(bindWechat, { code: 'sandbox' }, as(s.token))).code).toBe(0);
    const held = await t.call(withdrawal, { withdrawal: '123456', money: '10' }, as(s.token));
    expect(held.code).toBe(ErrorCode.CONFLICT);
    expect(held.message).toMatch(/^提现账户变更后24小时内不能提现，请于\d\d月\d\d日 \d\d:\d\d后再试$/);
    // changing it with the SMS code of the account's own mobile works, and holds as well
    const change = { othertel: '13900000607', code: '000000', wxcode: 'sandbox' };
    expect((await t.call(changeWechat, change, as(s.token))).code).toBe(ErrorCode.SMS_CODE_EXPIRED);
    expect((await t.call(changeWechat, { ...change, othertel: '13900000608' }, as(s.token))).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    await t.call(smsSend, { mobile: '13900000607', scene: 'setpassword' }, as(s.token));
    const changed = await t.call(
      changeWechat,
      { ...change, code: t.smsCode('13900000607', 'setpassword') },
      as(s.token),
    );
    expect(changed.data.account).toBe('沙箱测试账户');
    const log = await t.database.db
      .select({ kind: payoutAccountChanges.kind, hold: payoutAccountChanges.holdUntil })
      .from(payoutAccountChanges)
      .where(eq(payoutAccountChanges.userId, s.uid))
      .orderBy(payoutAccountChanges.id);
    expect(log.map((l) => [l.kind, l.hold !== null])).toEqual([
      ['bind', false],
      ['unbind', false],
      ['bind', true],
      ['change', true],
    ]);
    expect((await t.call(walletInfo, {}, as(s.token))).data.money).toBe(5000);
  });

  it('with PAYOUT_CHANGE_HOLD_HOURS=0 a changed account may withdraw at once', async () => {
    const t0 = await testApp({ sms: { cooldown: 0 }, wallet: { payoutChangeHoldSeconds: 0 } });
    try {
      const s = await t0.loginBySms('13900000609');
      await t0.call(smsSend, { mobile: '13900000609', scene: 'setpassword' }, as(s.token));
      const code = t0.smsCode('13900000609', 'setpassword');
      await t0.call(setPassword, { operation: 'set', withdrawal: '123456', code }, as(s.token));
      await t0.call(bindWechat, { code: 'sandbox' }, as(s.token));
      await t0.call(unbindWechat, {}, as(s.token));
      await t0.call(bindWechat, { code: 'sandbox' }, as(s.token));
      await t0.database.db.transaction((tx) =>
        transfer(tx, { kind: 'platform', name: 'promotions' }, { kind: 'user', ownerId: s.uid }, 1000, '活动奖励', {
          type: 'test',
          id: s.uid,
        }),
      );
      expect((await t0.call(withdrawal, { withdrawal: '123456', money: '5' }, as(s.token))).code).toBe(0);
    } finally {
      await t0.close();
    }
  });
});

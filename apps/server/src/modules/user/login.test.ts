import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawdown, ErrorCode, login, register, smsSend, userInfo } from '@kc/shared';
import { DEMO_PASSWORD } from '../../db/seed.js';
import { testApp, type TestApp } from '../../test/test-app.js';

const cooldown = () => new Promise((r) => setTimeout(r, 1100));

describe('login, register and account deletion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ sms: { cooldown: 1 } });
  });
  afterAll(() => t.close());

  it('logs the demo visitor in by password and returns a full session', async () => {
    const r = await t.call(login, { mobile: '13800000001', password: DEMO_PASSWORD });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({
      mobile: '13800000001',
      userInfo: { nickname: '观众小王', has_password: true, money: 0 },
    });
    expect(r.data.token).toBeTruthy();
    expect(r.data.refreshToken).toBeTruthy();
  });

  it('accepts +86 and spaces in the mobile and registers a new mobile on first SMS login', async () => {
    await t.call(smsSend, { mobile: '+86 139 0000 0021', scene: 'login' });
    const r = await t.call(login, { mobile: '+86 139 0000 0021', code: t.smsCode('13900000021', 'login') });
    expect(r.code).toBe(0);
    expect(r.data.userInfo).toMatchObject({ mobile: '13900000021', nickname: '用户0021', has_password: false });
    // the code is used up
    const again = await t.call(login, { mobile: '13900000021', code: t.smsCode('13900000021', 'login') });
    expect(again.code).toBe(ErrorCode.SMS_CODE_EXPIRED);
  });

  it('names the failing field on bad input and rejects unknown fields', async () => {
    const badMobile = await t.call(login, { mobile: '12345', password: 'x' });
    expect(badMobile).toMatchObject({ code: ErrorCode.VALIDATION, message: '请输入正确的手机号' });
    expect(badMobile.data).toMatchObject({ fields: [{ field: 'mobile' }] });
    const neither = await t.call(login, { mobile: '13800000001' });
    expect(neither).toMatchObject({ code: ErrorCode.VALIDATION, message: '请输入验证码或密码' });
    const extra = await t.call(login, { mobile: '13800000001', password: DEMO_PASSWORD, uid: 2 });
    expect(extra.code).toBe(ErrorCode.VALIDATION);
    expect(extra.data).toMatchObject({ fields: [{ field: 'uid' }] });
  });

  it('locks password login for 15 minutes after 5 failures, even with the right password; SMS login stays open', async () => {
    const mobile = '13800000003';
    for (let i = 1; i <= 4; i++) {
      const r = await t.call(login, { mobile, password: 'wrong-pass1' });
      expect(r).toMatchObject({ code: ErrorCode.PASSWORD_WRONG, message: `手机号或密码错误，还可尝试${5 - i}次` });
    }
    expect((await t.call(login, { mobile, password: 'wrong-pass1' })).code).toBe(ErrorCode.ACCOUNT_LOCKED);
    const right = await t.call(login, { mobile, password: DEMO_PASSWORD });
    expect(right).toMatchObject({ code: ErrorCode.ACCOUNT_LOCKED, message: '密码错误次数过多，请15分钟后再试' });
    // a stranger who locked the password cannot keep the owner out: the SMS code still logs in
    expect((await t.loginBySms(mobile)).token).toBeTruthy();
  });

  it('checks at most 5 of 120 parallel guesses, the right password sent with them, and then refuses it', async () => {
    const mobile = '13800000002';
    const guesses = Array.from({ length: 120 }, (_, i) => `Wrong${i}pass`);
    guesses.splice(60, 0, DEMO_PASSWORD);
    const results = await Promise.all(guesses.map((password) => t.call(login, { mobile, password })));
    const checked = results.filter((r) => r.code === ErrorCode.PASSWORD_WRONG || r.code === 0);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.code === 0)).toHaveLength(0);
    // the rest are refused unchecked: the mobile is locked, or the address has too many logins in flight
    const refused = results.filter((r) => r.code === ErrorCode.ACCOUNT_LOCKED || r.code === ErrorCode.RATE_LIMITED);
    expect(refused.length).toBe(results.length - checked.length);
    expect((await t.call(login, { mobile, password: DEMO_PASSWORD })).code).toBe(ErrorCode.ACCOUNT_LOCKED);
  });

  it('answers an unknown mobile, one without a password and a wrong password alike', async () => {
    await t.loginBySms('13900000022');
    const answers = await Promise.all(
      ['13900000022', '13900000099', '13800000004'].map((mobile) => t.call(login, { mobile, password: 'abc12345' })),
    );
    for (const a of answers)
      expect(a).toMatchObject({ code: ErrorCode.PASSWORD_WRONG, message: '手机号或密码错误，还可尝试4次', data: null });
  });

  it('checks the SMS code before saying a mobile is taken (no account enumeration by register)', async () => {
    const weak = await t.call(register, { mobile: '13900000023', code: '123456', password: 'short' });
    expect(weak.code).toBe(ErrorCode.VALIDATION);
    expect(weak.data).toMatchObject({ fields: [{ field: 'password', message: '密码为8-32位，须包含字母和数字' }] });
    // a taken and a free mobile answer alike without the code
    const taken = await t.call(register, { mobile: '13800000001', code: '123456', password: 'Ride2026ok' });
    const free = await t.call(register, { mobile: '13900000028', code: '123456', password: 'Ride2026ok' });
    expect(taken).toMatchObject({ code: ErrorCode.SMS_CODE_EXPIRED });
    expect(free).toEqual(taken);
    await t.call(smsSend, { mobile: '13900000023', scene: 'register' });
    const r = await t.call(register, {
      mobile: '13900000023',
      code: t.smsCode('13900000023', 'register'),
      password: 'Ride2026ok',
    });
    expect(r.code).toBe(0);
    expect((await t.call(login, { mobile: '13900000023', password: 'Ride2026ok' })).code).toBe(0);
    // with the code (the mobile's owner) the answer may say it is taken
    await t.call(smsSend, { mobile: '13800000001', scene: 'register' });
    const owner = await t.call(register, {
      mobile: '13800000001',
      code: t.smsCode('13800000001', 'register'),
      password: 'Ride2026ok',
    });
    expect(owner.code).toBe(ErrorCode.MOBILE_TAKEN);
  });

  it('deletes an account only with its drawdown code; the session dies and the mobile can start afresh', async () => {
    const s = await t.loginBySms('13900000024');
    expect((await t.call(drawdown, { smscode: '000000' }, { token: s.token })).code).toBe(ErrorCode.SMS_CODE_EXPIRED);
    expect((await t.call(drawdown, { smscode: '12' }, { token: s.token })).code).toBe(ErrorCode.VALIDATION);
    expect((await t.call(drawdown, { smscode: '123456' })).code).toBe(ErrorCode.SESSION_INVALID);
    await cooldown();
    await t.call(smsSend, { mobile: '13900000024', scene: 'drawdown' });
    const code = t.smsCode('13900000024', 'drawdown');
    expect((await t.call(drawdown, { smscode: code }, { token: s.token })).code).toBe(0);
    expect((await t.call(userInfo, {}, { token: s.token })).code).toBe(ErrorCode.SESSION_INVALID);
    await cooldown();
    const fresh = await t.loginBySms('13900000024');
    expect(fresh.uid).not.toBe(s.uid);
  });
});

describe('password guessing from one address across mobiles', () => {
  it('stops an address after ipHourlyFailures failed logins, whatever the mobiles; others are unaffected', async () => {
    const t = await testApp({ login: { ipHourlyFailures: 10 } }, { seed: true });
    try {
      const mobiles = Array.from({ length: 30 }, (_, i) => `1370000${String(i).padStart(4, '0')}`);
      const results = await Promise.all(mobiles.map((mobile) => t.call(login, { mobile, password: 'Guess1234' })));
      expect(results.filter((r) => r.code === ErrorCode.PASSWORD_WRONG)).toHaveLength(10);
      expect(results.filter((r) => r.code === ErrorCode.RATE_LIMITED)).toHaveLength(20);
      expect(results.find((r) => r.code === ErrorCode.RATE_LIMITED)!.message).toBe('登录尝试过于频繁，请稍后再试');
      // another address is not affected
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/1.0.0/login',
        remoteAddress: '10.1.2.3',
        payload: { query: { mobile: '13800000001', password: DEMO_PASSWORD } },
      });
      expect(res.json()).toMatchObject({ code: 0 });
    } finally {
      await t.close();
    }
  });
});

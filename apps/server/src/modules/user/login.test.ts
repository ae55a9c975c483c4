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

  it('locks password login for 15 minutes after 5 failures, even with the right password', async () => {
    const mobile = '13800000003';
    for (let i = 1; i <= 4; i++) {
      const r = await t.call(login, { mobile, password: 'wrong-pass1' });
      expect(r).toMatchObject({ code: ErrorCode.PASSWORD_WRONG, message: `手机号或密码错误，还可尝试${5 - i}次` });
    }
    expect((await t.call(login, { mobile, password: 'wrong-pass1' })).code).toBe(ErrorCode.ACCOUNT_LOCKED);
    const right = await t.call(login, { mobile, password: DEMO_PASSWORD });
    expect(right).toMatchObject({ code: ErrorCode.ACCOUNT_LOCKED, message: '密码错误次数过多，请15分钟后再试' });
  });

  it('says a password is not set for an SMS-only account, and is vague about unknown mobiles', async () => {
    await t.loginBySms('13900000022');
    expect((await t.call(login, { mobile: '13900000022', password: 'abc12345' })).code).toBe(
      ErrorCode.PASSWORD_NOT_SET,
    );
    expect((await t.call(login, { mobile: '13900000099', password: 'abc12345' })).code).toBe(ErrorCode.PASSWORD_WRONG);
  });

  it('registers with a register-scene code and a valid password; refuses a taken mobile', async () => {
    const weak = await t.call(register, { mobile: '13900000023', code: '123456', password: 'short' });
    expect(weak.code).toBe(ErrorCode.VALIDATION);
    expect(weak.data).toMatchObject({ fields: [{ field: 'password', message: '密码为8-32位，须包含字母和数字' }] });
    await t.call(smsSend, { mobile: '13900000023', scene: 'register' });
    const r = await t.call(register, {
      mobile: '13900000023',
      code: t.smsCode('13900000023', 'register'),
      password: 'Ride2026ok',
    });
    expect(r.code).toBe(0);
    expect((await t.call(login, { mobile: '13900000023', password: 'Ride2026ok' })).code).toBe(0);
    const taken = await t.call(register, { mobile: '13800000001', code: '123456', password: 'Ride2026ok' });
    expect(taken.code).toBe(ErrorCode.MOBILE_TAKEN);
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, login, resetPassword, setLoginPassword, smsSend, tokenRefresh, userInfo } from '@kc/shared';
import { DEMO_PASSWORD } from '../../db/seed.js';
import { testApp, type TestApp } from '../../test/test-app.js';

const cooldown = () => new Promise((r) => setTimeout(r, 1100));
const WEAK = { code: ErrorCode.VALIDATION, message: '密码为8-32位，须包含字母和数字' };

describe('忘记密码 (resetpassword) and 设置/修改登录密码 (setloginpassword)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ sms: { cooldown: 1 } });
  });
  afterAll(() => t.close());

  const sendCode = async (mobile: string) => {
    const r = await t.call(smsSend, { mobile, scene: 'setpassword' });
    expect(r.code, r.message).toBe(0);
    return t.smsCode(mobile, 'setpassword');
  };
  const passwordLogin = (mobile: string, password: string) => t.call(login, { mobile, password });

  it('resets by SMS code: the old password stops working, every earlier session ends, the caller is logged in', async () => {
    const mobile = '13800000001';
    const a = (await passwordLogin(mobile, DEMO_PASSWORD)).data;
    const b = (await passwordLogin(mobile, DEMO_PASSWORD)).data;
    const code = await sendCode(mobile);
    const r = await t.call(resetPassword, { mobile, code, password: 'NewRide2026' });
    expect(r.code, r.message).toBe(0);
    expect(r.data).toMatchObject({ mobile, userInfo: { has_password: true } });
    expect((await t.call(userInfo, {}, { token: r.data.token })).code).toBe(0);

    expect(await passwordLogin(mobile, DEMO_PASSWORD)).toMatchObject({ code: ErrorCode.PASSWORD_WRONG });
    expect((await passwordLogin(mobile, 'NewRide2026')).code).toBe(0);
    for (const s of [a, b]) {
      expect((await t.call(userInfo, {}, { token: s.token })).code).toBe(ErrorCode.SESSION_INVALID);
      expect((await t.call(tokenRefresh, { tokenrefurbish: s.refreshToken })).code).toBe(ErrorCode.SESSION_INVALID);
    }
    // the code is used up
    expect(await t.call(resetPassword, { mobile, code, password: 'Other2026ok' })).toMatchObject({
      code: ErrorCode.SMS_CODE_EXPIRED,
      message: '验证码已失效，请重新获取',
    });
  });

  it('refuses a wrong, never sent or used code and a weak password, and changes nothing', async () => {
    const mobile = '13800000002';
    expect(await t.call(resetPassword, { mobile, code: '000000', password: 'Ride2026ok' })).toMatchObject({
      code: ErrorCode.SMS_CODE_EXPIRED,
      message: '验证码已失效，请重新获取',
    });
    const code = await sendCode(mobile);
    const wrong = code === '111111' ? '222222' : '111111';
    expect(await t.call(resetPassword, { mobile, code: wrong, password: 'Ride2026ok' })).toMatchObject({
      code: ErrorCode.SMS_CODE_WRONG,
      message: '验证码错误，还可尝试4次',
    });
    const weak = await t.call(resetPassword, { mobile, code, password: 'abcdefgh' });
    expect(weak).toMatchObject(WEAK);
    expect(weak.data).toMatchObject({ fields: [{ field: 'password' }] });
    expect(await t.call(resetPassword, { mobile, code: '12', password: 'Ride2026ok' })).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '验证码为6位数字',
    });
    expect(await t.call(resetPassword, { mobile: '12345', code, password: 'Ride2026ok' })).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '请输入正确的手机号',
    });
    expect((await passwordLogin(mobile, DEMO_PASSWORD)).code).toBe(0);
  });

  it('says a mobile has no account only to the holder of its code', async () => {
    const mobile = '13900000311';
    const code = await sendCode(mobile);
    expect(await t.call(resetPassword, { mobile, code, password: 'Ride2026ok' })).toMatchObject({
      code: ErrorCode.ACCOUNT_NOT_FOUND,
      message: '该手机号未注册，请使用验证码登录',
    });
  });

  it('lifts the password lock of the mobile', async () => {
    const mobile = '13800000003';
    for (let i = 0; i < 5; i++) await passwordLogin(mobile, 'wrong-pass1');
    expect((await passwordLogin(mobile, DEMO_PASSWORD)).code).toBe(ErrorCode.ACCOUNT_LOCKED);
    const code = await sendCode(mobile);
    expect((await t.call(resetPassword, { mobile, code, password: 'Unlock2026' })).code).toBe(0);
    expect((await passwordLogin(mobile, 'Unlock2026')).code).toBe(0);
  });

  it('one code resets once, whatever the number of parallel requests', async () => {
    const mobile = '13800000004';
    const code = await sendCode(mobile);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => t.call(resetPassword, { mobile, code, password: `Parallel${i}x` })),
    );
    const won = results.filter((r) => r.code === 0);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.code === ErrorCode.SMS_CODE_EXPIRED)).toHaveLength(11);
    const winner = results.indexOf(won[0]!);
    expect((await passwordLogin(mobile, `Parallel${winner}x`)).code).toBe(0);
  });

  it('sets, then changes, the login password of the logged-in user; other sessions end, this one stays', async () => {
    expect(await t.call(setLoginPassword, { code: '123456', password: 'Ride2026ok' })).toMatchObject({
      code: ErrorCode.SESSION_INVALID,
    });
    const mobile = '13900000312';
    const me = await t.loginBySms(mobile);
    await cooldown();
    const other = await t.loginBySms(mobile);
    expect((await t.call(userInfo, {}, { token: me.token })).data).toMatchObject({ has_password: false });

    const weak = await t.call(setLoginPassword, { code: '123456', password: '12345678' }, { token: me.token });
    expect(weak).toMatchObject(WEAK);
    const code = await sendCode(mobile);
    const wrong = code === '111111' ? '222222' : '111111';
    expect(await t.call(setLoginPassword, { code: wrong, password: 'Ride2026ok' }, { token: me.token })).toMatchObject({
      code: ErrorCode.SMS_CODE_WRONG,
      message: '验证码错误，还可尝试4次',
    });
    const set = await t.call(setLoginPassword, { code, password: 'Ride2026ok' }, { token: me.token });
    expect(set).toMatchObject({ code: 0, data: { has_password: true } });
    expect((await t.call(userInfo, {}, { token: me.token })).data).toMatchObject({ has_password: true });
    expect((await t.call(userInfo, {}, { token: other.token })).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await passwordLogin(mobile, 'Ride2026ok')).code).toBe(0);

    await cooldown();
    const again = await sendCode(mobile);
    expect((await t.call(setLoginPassword, { code: again, password: 'Ride2027ok' }, { token: me.token })).code).toBe(0);
    expect((await passwordLogin(mobile, 'Ride2026ok')).code).toBe(ErrorCode.PASSWORD_WRONG);
    expect((await passwordLogin(mobile, 'Ride2027ok')).code).toBe(0);
    expect((await t.call(userInfo, {}, { token: me.token })).code).toBe(0);
  });

  it('uses the code of the caller’s own mobile only', async () => {
    const me = await t.loginBySms('13900000313');
    // a code sent to another mobile does not count for this account
    const foreign = await sendCode('13900000314');
    expect((await t.call(setLoginPassword, { code: foreign, password: 'Ride2026ok' }, { token: me.token })).code).toBe(
      ErrorCode.SMS_CODE_EXPIRED,
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, login, smsSend, smsVerify } from '@kc/shared';
import { loadConfig } from '../../config/config.js';
import { testApp, type TestApp } from '../../test/test-app.js';

describe('SMS codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('sends a 6-digit code that lives 5 minutes, once per mobile and purpose per 60 s', async () => {
    const r = await t.call(smsSend, { mobile: '13900000031', scene: 'register' });
    expect(r).toMatchObject({ code: 0, data: { expires_in: 300, resend_in: 60 } });
    expect(t.smsCode('13900000031', 'register')).toMatch(/^\d{6}$/);
    const again = await t.call(smsSend, { mobile: '13900000031', scene: 'register' });
    expect(again.code).toBe(ErrorCode.RATE_LIMITED);
    expect(again.message).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
    // a stranger spending the register cooldown does not stop the owner of the mobile from logging in
    expect((await t.call(smsSend, { mobile: '13900000031', scene: 'login' })).code).toBe(0);
    expect((await t.loginBySms('13900000032')).token).toBeTruthy();
  });

  it('compares at most 5 guesses of a code, however many arrive at once (the right one among them)', async () => {
    await t.call(smsSend, { mobile: '13900000039', scene: 'login' });
    const code = t.smsCode('13900000039', 'login');
    const guesses = Array.from({ length: 100 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    guesses.push(code);
    const results = await Promise.all(guesses.map((g) => t.call(login, { mobile: '13900000039', code: g })));
    const compared = results.filter((r) => r.code === 0 || /还可尝试/.test(r.message));
    expect(compared.length).toBeLessThanOrEqual(5);
    // the right code came last: the code was burnt before anyone compared it
    expect(results.at(-1)!.code).not.toBe(0);
    expect((await t.call(login, { mobile: '13900000039', code })).code).toBe(ErrorCode.SMS_CODE_EXPIRED);
  });

  it('validates mobile and scene', async () => {
    expect((await t.call(smsSend, { mobile: '23900000033', scene: 'login' })).code).toBe(ErrorCode.VALIDATION);
    const scene = await t.call(smsSend, { mobile: '13900000033', scene: 'hack' });
    expect(scene).toMatchObject({ code: ErrorCode.VALIDATION, message: '未知的验证码场景' });
  });

  it('verify checks without using the code up; 5 wrong tries burn it', async () => {
    await t.call(smsSend, { mobile: '13900000034', scene: 'login' });
    const code = t.smsCode('13900000034', 'login');
    expect((await t.call(smsVerify, { mobile: '13900000034', scene: 'login', code })).data).toEqual({ valid: true });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const r = await t.call(login, { mobile: '13900000034', code: wrong });
      expect(r).toMatchObject({ code: ErrorCode.SMS_CODE_WRONG, message: `验证码错误，还可尝试${left}次` });
    }
    expect(await t.call(smsVerify, { mobile: '13900000034', scene: 'login', code: wrong })).toMatchObject({
      code: ErrorCode.SMS_CODE_WRONG,
      message: '验证码错误次数过多，请重新获取',
    });
    expect((await t.call(login, { mobile: '13900000034', code })).code).toBe(ErrorCode.SMS_CODE_EXPIRED);
  });

  it('a code is bound to its scene', async () => {
    await t.call(smsSend, { mobile: '13900000035', scene: 'register' });
    const r = await t.call(login, { mobile: '13900000035', code: t.smsCode('13900000035', 'register') });
    expect(r.code).toBe(ErrorCode.SMS_CODE_EXPIRED);
  });

  it('lets exactly one of concurrent logins with the same code through', async () => {
    await t.call(smsSend, { mobile: '13900000036', scene: 'login' });
    const code = t.smsCode('13900000036', 'login');
    const results = await Promise.all(Array.from({ length: 5 }, () => t.call(login, { mobile: '13900000036', code })));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
  });
});

describe('SMS code expiry', () => {
  it('refuses a code after its lifetime', async () => {
    const t = await testApp({ sms: { codeTtl: 1 } }, { seed: false });
    try {
      await t.call(smsSend, { mobile: '13900000037', scene: 'login' });
      const code = t.smsCode('13900000037', 'login');
      await new Promise((r) => setTimeout(r, 1100));
      expect((await t.call(login, { mobile: '13900000037', code })).code).toBe(ErrorCode.SMS_CODE_EXPIRED);
    } finally {
      await t.close();
    }
  });
});

describe('SMS daily limit', () => {
  it('sends at most dailyMax codes a day to one mobile (10 by default)', async () => {
    expect(loadConfig({}).sms).toMatchObject({ dailyMax: 10, cooldown: 60, codeTtl: 300, maxTries: 5 });
    const t = await testApp({ sms: { cooldown: 1, dailyMax: 3 } }, { seed: false });
    try {
      for (let i = 0; i < 3; i++) {
        expect((await t.call(smsSend, { mobile: '13900000038', scene: 'login' })).code).toBe(0);
        await new Promise((r) => setTimeout(r, 1050));
      }
      const r = await t.call(smsSend, { mobile: '13900000038', scene: 'login' });
      expect(r).toMatchObject({ code: ErrorCode.RATE_LIMITED, message: '今日验证码发送次数已达上限，请明天再试' });
    } finally {
      await t.close();
    }
  });
});

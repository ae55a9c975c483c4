import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, login, logout, receiveList, tokenRefresh, userInfo } from '@kc/shared';
import { DEMO_PASSWORD } from '../../db/seed.js';
import { testApp, type TestApp } from '../../test/test-app.js';

const demo = { mobile: '13800000002', password: DEMO_PASSWORD };

describe('sessions: access tokens, refresh rotation, logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ accessTokenTtl: 1 });
  });
  afterAll(() => t.close());

  it('answers 30000 without a token, with a forged one, and with a tampered signature', async () => {
    expect((await t.call(userInfo)).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(userInfo, {}, { token: 'not-a-token' })).code).toBe(ErrorCode.SESSION_INVALID);
    const s = await t.loginBySms('13900000011');
    const forged = s.token.replace(/^(\d+)\./, '999.');
    expect((await t.call(userInfo, {}, { token: forged })).code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('accepts the token in the payload and as a Bearer header, then 30001 once it expires', async () => {
    const s = await t.loginBySms('13900000012');
    expect((await t.call(userInfo, {}, { token: s.token })).data.uid).toBe(s.uid);
    expect((await t.call(userInfo, {}, { bearer: s.token })).data.uid).toBe(s.uid);
    await new Promise((r) => setTimeout(r, 1100));
    const expired = await t.call(userInfo, {}, { token: s.token });
    expect(expired.code).toBe(ErrorCode.TOKEN_EXPIRED);
    // an optional-session call also says 30001 for an expired token (so the client refreshes instead of
    // being answered as nobody), while a bad token there is simply anonymous
    expect((await t.call(receiveList, {}, { token: s.token })).code).toBe(ErrorCode.TOKEN_EXPIRED);
    expect((await t.call(receiveList, {}, { token: 'not-a-token' })).code).toBe(0);
    const refreshed = await t.call(tokenRefresh, { tokenrefurbish: s.refreshToken });
    expect(refreshed.code).toBe(0);
    expect((await t.call(userInfo, {}, { token: refreshed.data.token })).data.uid).toBe(s.uid);
  });

  it('rotates refresh tokens: a used one is refused and its reuse revokes the whole session', async () => {
    const s = (await t.call(login, demo)).data;
    const first = await t.call(tokenRefresh, { tokenrefurbish: s.refreshToken });
    expect(first.code).toBe(0);
    expect(first.data.refreshToken).not.toBe(s.refreshToken);
    const reuse = await t.call(tokenRefresh, { tokenrefurbish: s.refreshToken });
    expect(reuse.code).toBe(ErrorCode.SESSION_INVALID);
    // the family is revoked: the rotated refresh token and its access token no longer work
    expect((await t.call(tokenRefresh, { tokenrefurbish: first.data.refreshToken })).code).toBe(
      ErrorCode.SESSION_INVALID,
    );
    expect((await t.call(userInfo, {}, { token: first.data.token })).code).toBe(ErrorCode.SESSION_INVALID);
    // another session of the same user is untouched
    const other = (await t.call(login, demo)).data;
    expect((await t.call(userInfo, {}, { token: other.token })).code).toBe(0);
  });

  it('lets exactly one of concurrent refreshes with the same token succeed', async () => {
    const s = await t.loginBySms('13900000014');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.call(tokenRefresh, { tokenrefurbish: s.refreshToken })),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
  });

  it('refuses an unknown refresh token and validates the field', async () => {
    expect((await t.call(tokenRefresh, { tokenrefurbish: 'nope' })).code).toBe(ErrorCode.SESSION_INVALID);
    const bad = await t.call(tokenRefresh, {});
    expect(bad.code).toBe(ErrorCode.VALIDATION);
    expect(bad.data).toMatchObject({ fields: [{ field: 'tokenrefurbish' }] });
  });

  it('logout ends the session: its access and refresh tokens stop working', async () => {
    const s = await t.loginBySms('13900000015');
    expect((await t.call(logout, {}, { token: s.token })).code).toBe(0);
    expect((await t.call(userInfo, {}, { token: s.token })).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(tokenRefresh, { tokenrefurbish: s.refreshToken })).code).toBe(ErrorCode.SESSION_INVALID);
  });
});

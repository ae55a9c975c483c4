import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aboutUs,
  createOrder,
  ErrorCode,
  login,
  logout,
  receiveUser,
  userEdit,
  userEditField,
  userIndex,
  userInfo,
} from '@kc/shared';
import { sql } from 'drizzle-orm';
import { rows } from '../../test/fixtures.js';
import { DEMO_PASSWORD } from '../../db/seed.js';
import { testApp, type TestApp } from '../../test/test-app.js';

describe('profile: index, userinfo, edits, about us', () => {
  let t: TestApp;
  let owner: string;
  let visitor: string;
  beforeAll(async () => {
    t = await testApp();
    owner = (await t.call(login, { mobile: '13800000002', password: DEMO_PASSWORD })).data.token;
    visitor = (await t.call(login, { mobile: '13800000001', password: DEMO_PASSWORD })).data.token;
  });
  afterAll(() => t.close());

  it('index lists the roles the user holds', async () => {
    const r = await t.call(userIndex, {}, { token: owner });
    expect(r.data.roles).toEqual([{ role: 'owner', business_id: 1, business_name: '示例车展运营公司' }]);
    expect((await t.call(userIndex, {}, { token: visitor })).data.roles).toEqual([]);
    expect((await t.call(userIndex, {})).code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('useredit changes the caller only', async () => {
    const r = await t.call(userEdit, { nickname: '  新昵称  ', signature: '爱骑行' }, { token: visitor });
    expect(r.data).toMatchObject({ nickname: '新昵称', signature: '爱骑行' });
    expect((await t.call(userInfo, {}, { token: owner })).data.nickname).toBe('商家老李');
  });

  it('refuses to edit another user: an uid field is rejected and nothing changes', async () => {
    const r = await t.call(userEdit, { uid: 2, nickname: '被篡改' }, { token: visitor });
    expect(r.code).toBe(ErrorCode.VALIDATION);
    expect((await t.call(userInfo, {}, { token: owner })).data.nickname).toBe('商家老李');
    expect((await t.call(userInfo, {}, { token: visitor })).data.nickname).not.toBe('被篡改');
    expect((await t.call(userEdit, { nickname: 'x' })).code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('validates nickname, signature and avatar', async () => {
    expect(await t.call(userEdit, { nickname: '   ' }, { token: visitor })).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '昵称不能为空',
    });
    expect(await t.call(userEdit, { nickname: '长'.repeat(21) }, { token: visitor })).toMatchObject({
      message: '昵称最多20个字',
    });
    expect(await t.call(userEdit, { signature: '签'.repeat(61) }, { token: visitor })).toMatchObject({
      message: '签名最多60个字',
    });
    expect(await t.call(userEdit, { headimg: 'javascript:alert(1)' }, { token: visitor })).toMatchObject({
      message: '头像地址无效',
    });
    expect(await t.call(userEdit, {}, { token: visitor })).toMatchObject({ message: '没有需要修改的内容' });
  });

  it('refuses avatars another host could serve (//host, /\\host) and keeps the stored one', async () => {
    const fresh = await t.loginBySms('13900000311');
    const as = { token: fresh.token };
    const avatar = async () =>
      (await rows<{ headimg: string }>(t, sql`select headimg from users where id = ${fresh.uid}`))[0]!.headimg;
    expect((await t.call(userEdit, { headimg: '/uploads/1/abc.png' }, as)).data.headimg).toBe('/uploads/1/abc.png');
    for (const headimg of ['//evil.example/x.png', '/\\evil.example/x.png', 'https://user@evil.example/x.png']) {
      expect(await t.call(userEdit, { headimg }, as), headimg).toMatchObject({
        code: ErrorCode.VALIDATION,
        message: '头像地址无效',
      });
    }
    expect(await avatar()).toBe('/uploads/1/abc.png');
    expect((await t.call(userInfo, {}, as)).data.headimg).toBe('/uploads/1/abc.png');
    expect((await t.call(userEdit, { headimg: 'https://cdn.example.com/a.png' }, as)).data.headimg).toBe(
      'https://cdn.example.com/a.png',
    );
  });

  it('drops invisible characters (zero-width, bidirectional controls) from nickname and signature', async () => {
    const fresh = await t.loginBySms('13900000312');
    const as = { token: fresh.token };
    const r = await t.call(userEdit, { nickname: '老\u202E李\u200B', signature: '\u2066爱\uFEFF骑行\u2069 ' }, as);
    expect(r.data).toMatchObject({ nickname: '老李', signature: '爱骑行' });
    expect((await t.call(userInfo, {}, as)).data).toMatchObject({ nickname: '老李', signature: '爱骑行' });
    const [stored] = await rows<{ nickname: string; signature: string }>(
      t,
      sql`select nickname, signature from users where id = ${fresh.uid}`,
    );
    expect(stored).toEqual({ nickname: '老李', signature: '爱骑行' });
    for (const nickname of ['\u200B\u200B', '\u202E\u202E', ' \u2066\u2069 ']) {
      for (const r of [await t.call(userEdit, { nickname }, as), await t.call(userEditField, { nickname }, as)]) {
        expect(r).toMatchObject({ code: ErrorCode.VALIDATION, message: '昵称不能为空' });
      }
    }
    expect((await t.call(userInfo, {}, as)).data.nickname).toBe('老李');
  });

  it('usereditfield edits the nickname alone', async () => {
    expect((await t.call(userEditField, { nickname: '单改昵称' }, { token: visitor })).data.nickname).toBe('单改昵称');
    expect((await t.call(userEditField, { signature: 'x' }, { token: visitor })).code).toBe(ErrorCode.VALIDATION);
  });

  it('userinfo counts the caller’s balance, unpaid orders and usable items, and nobody else’s', async () => {
    const fresh = await t.loginBySms('13900000301');
    const as = { token: fresh.token };
    expect((await t.call(userInfo, {}, as)).data).toMatchObject({ uid: fresh.uid, money: 0, tobepaid: 0, myticket: 0 });
    // the seeded visitor's balance is ¥100.00 (a 活动奖励 entry)
    expect((await t.call(userInfo, {}, { token: visitor })).data.money).toBe(10000);
    const item = async (name: string) =>
      (await rows<{ id: number }>(t, sql`select id from items where name = ${name}`))[0]!.id;
    expect((await t.call(receiveUser, { item_id: await item('免费观展票') }, as)).code).toBe(0);
    const order = await t.call(createOrder, { type: 1, data: { item_id: await item('普通票'), quantity: 2 } }, as);
    expect(order.code).toBe(0);
    expect((await t.call(userInfo, {}, as)).data).toMatchObject({ money: 0, tobepaid: 1, myticket: 1 });
    expect((await t.call(userIndex, {}, as)).data.userInfo).toMatchObject({ tobepaid: 1, myticket: 1 });
    // another user's counters are untouched
    expect((await t.call(userInfo, {}, { token: owner })).data).toMatchObject({ tobepaid: 0, myticket: 0 });
    // the session is checked inside the one statement: after logout the same token is refused at once
    expect((await t.call(logout, {}, as)).code).toBe(0);
    expect((await t.call(userInfo, {}, as)).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(userIndex, {}, as)).code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('aboutus returns the seeded document to anyone', async () => {
    const r = await t.call(aboutUs, {});
    expect(r.data.title).toBe('关于我们');
    expect(r.data.content).toContain('车友会');
  });
});

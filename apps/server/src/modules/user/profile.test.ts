import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aboutUs, ErrorCode, login, userEdit, userEditField, userIndex, userInfo } from '@kc/shared';
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

  it('usereditfield edits the nickname alone', async () => {
    expect((await t.call(userEditField, { nickname: '单改昵称' }, { token: visitor })).data.nickname).toBe('单改昵称');
    expect((await t.call(userEditField, { signature: 'x' }, { token: visitor })).code).toBe(ErrorCode.VALIDATION);
  });

  it('aboutus returns the seeded document to anyone', async () => {
    const r = await t.call(aboutUs, {});
    expect(r.data.title).toBe('关于我们');
    expect(r.data.content).toContain('车友会');
  });
});

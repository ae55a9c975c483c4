import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import {
  ErrorCode,
  merchantAdminChangeConfirm,
  merchantAdminChangeSend,
  merchantSubmit,
  messageList,
  myBusinesses,
  smsSend,
} from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';
import { demoTokens, fieldNames, rows } from '../../test/fixtures.js';
import { ridePeople } from '../../test/ride-fixtures.js';
import { decideMerchant, readyDraft } from '../../test/merchant-fixtures.js';

let t: TestApp;
let tok: Awaited<ReturnType<typeof demoTokens>>;

beforeAll(async () => {
  t = await testApp();
  tok = await demoTokens(t);
});
afterAll(() => t.close());

/** the one row a statement answers */
const one = async <T>(q: SQL): Promise<T> => (await rows<T>(t, q))[0]!;

let made = 0;
/** a new person with a session and their mobile */
async function person() {
  made++;
  const prefix = `1393${String(made).padStart(3, '0')}`;
  const [p] = await ridePeople(t, 1, prefix);
  return { ...p!, mobile: `${prefix}0001` };
}

/** a person whose registration was approved: they own the new business */
async function registeredOwner(n: number) {
  const p = await person();
  const id = await readyDraft(t, p.token, p.uid, n);
  await t.call(merchantSubmit, {}, { token: p.token });
  await decideMerchant(t, id, true);
  const b = (await t.call(myBusinesses, {}, { token: p.token })).data.list[0]!;
  return { ...p, businessId: b.business_id };
}

const rolesOf = async (uid: number, businessId: number) =>
  (
    await rows<{ role: string }>(
      t,
      sql`select role from user_roles where user_id = ${uid} and business_id = ${businessId} order by role`,
    )
  ).map((r) => r.role);

describe('changing the administrator', () => {
  it('the owner names the new one by mobile, enters the code they read out: roles swap, both are told', async () => {
    const owner = await registeredOwner(1);
    const next = await person();
    const act = { token: owner.token, payload: { b_id: owner.businessId } };
    const sent = await t.call(merchantAdminChangeSend, { mobile: next.mobile }, act);
    expect(sent.data).toMatchObject({
      expires_in: 300,
      mobile: `${next.mobile.slice(0, 3)}****${next.mobile.slice(-4)}`,
    });
    const code = t.smsCode(next.mobile, 'change_manager');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await t.call(merchantAdminChangeConfirm, { mobile: next.mobile, code: wrong }, act)).code).toBe(
      ErrorCode.SMS_CODE_WRONG,
    );
    const done = await t.call(merchantAdminChangeConfirm, { mobile: next.mobile, code }, act);
    expect(done.data).toMatchObject({
      business_id: owner.businessId,
      business_name: '重庆山城汽车销售有限公司1',
      event: 'change_manager',
    });
    expect(await rolesOf(next.uid, owner.businessId)).toEqual(['owner']);
    expect(await rolesOf(owner.uid, owner.businessId)).toEqual(['admin']);
    expect((await t.call(myBusinesses, {}, { token: next.token })).data.list).toEqual([
      { business_id: owner.businessId, business_name: '重庆山城汽车销售有限公司1', roles: ['owner'] },
    ]);
    expect((await t.call(messageList, {}, { token: next.token })).data.list[0]!.title).toBe('你已成为商家主账号');
    expect((await t.call(messageList, {}, { token: owner.token })).data.list[0]!.title).toBe('商家管理员已变更');
    const [trail] = await rows<{ action: string }>(
      t,
      sql`select action from audit_trail where entity = 'business' and entity_id = ${owner.businessId}`,
    );
    expect(trail).toEqual({ action: 'change_manager' });
    // the old owner is an admin now: they may not start another change; the code is used up
    expect((await t.call(merchantAdminChangeSend, { mobile: owner.mobile }, act)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call(merchantAdminChangeConfirm, { mobile: next.mobile, code }, act)).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    // and the new owner may hand it back
    const back = { token: next.token, payload: { b_id: owner.businessId } };
    expect((await t.call(merchantAdminChangeSend, { mobile: owner.mobile }, back)).code).toBe(0);
  });

  it('only the business’s owner may start or confirm it', async () => {
    const owner = await registeredOwner(2);
    // the demo checker of business 1 and the demo owner acting for another business than theirs
    const refused = [
      { token: tok.checker, payload: { b_id: 1 } },
      { token: tok.owner, payload: { b_id: owner.businessId } },
      { token: tok.visitor, payload: { b_id: owner.businessId } },
    ];
    for (const as of refused) {
      expect((await t.call(merchantAdminChangeSend, { mobile: '13800000001' }, as)).code).toBe(ErrorCode.FORBIDDEN);
      expect((await t.call(merchantAdminChangeConfirm, { mobile: '13800000001', code: '123456' }, as)).code).toBe(
        ErrorCode.FORBIDDEN,
      );
    }
    expect((await t.call(merchantAdminChangeSend, { mobile: '13800000001' })).code).toBe(ErrorCode.SESSION_INVALID);
    // without b_id: which business is meant
    const noBusiness = await t.call(merchantAdminChangeSend, { mobile: '13800000001' }, { token: owner.token });
    expect(noBusiness.code).toBe(ErrorCode.VALIDATION);
    expect(await rolesOf(owner.uid, owner.businessId)).toEqual(['owner']);
  });

  it('refuses an unregistered mobile, the owner themselves, a bad mobile; no code goes out', async () => {
    const owner = await registeredOwner(3);
    const act = { token: owner.token, payload: { b_id: owner.businessId } };
    expect(await t.call(merchantAdminChangeSend, { mobile: '13799990000' }, act)).toMatchObject({
      code: ErrorCode.ACCOUNT_NOT_FOUND,
      message: '该手机号尚未注册，请新管理员先用该手机号登录注册',
    });
    expect(() => t.smsCode('13799990000', 'change_manager')).toThrow();
    const self = await t.call(merchantAdminChangeSend, { mobile: owner.mobile }, act);
    expect(self).toMatchObject({ code: ErrorCode.VALIDATION, message: '新管理员不能是你自己' });
    expect(fieldNames(self)).toEqual(['mobile']);
    expect((await t.call(merchantAdminChangeSend, { mobile: '1380000' }, act)).code).toBe(ErrorCode.VALIDATION);
  });

  it('a code counts only for the change it was sent for: another mobile, a later change, none at all', async () => {
    const owner = await registeredOwner(4);
    const a = await person();
    const b = await person();
    const act = { token: owner.token, payload: { b_id: owner.businessId } };
    // nothing started
    expect((await t.call(merchantAdminChangeConfirm, { mobile: a.mobile, code: '123456' }, act)).code).toBe(
      ErrorCode.SMS_CODE_EXPIRED,
    );
    await t.call(merchantAdminChangeSend, { mobile: a.mobile }, act);
    const codeA = t.smsCode(a.mobile, 'change_manager');
    // a's code given for b's mobile
    expect((await t.call(merchantAdminChangeConfirm, { mobile: b.mobile, code: codeA }, act)).code).toBe(
      ErrorCode.SMS_CODE_EXPIRED,
    );
    // the owner changed their mind: b is named; a's code no longer counts
    await t.call(merchantAdminChangeSend, { mobile: b.mobile }, act);
    expect((await t.call(merchantAdminChangeConfirm, { mobile: a.mobile, code: codeA }, act)).code).toBe(
      ErrorCode.SMS_CODE_EXPIRED,
    );
    // a code of a public SMS scene (anyone may have one sent) is no consent
    await t.call(smsSend, { mobile: b.mobile, scene: 'verify' });
    const publicCode = t.smsCode(b.mobile, 'verify');
    if (publicCode !== t.smsCode(b.mobile, 'change_manager'))
      expect((await t.call(merchantAdminChangeConfirm, { mobile: b.mobile, code: publicCode }, act)).code).toBe(
        ErrorCode.SMS_CODE_WRONG,
      );
    expect(await rolesOf(a.uid, owner.businessId)).toEqual([]);
    expect(await rolesOf(b.uid, owner.businessId)).toEqual([]);
    expect(await rolesOf(owner.uid, owner.businessId)).toEqual(['owner']);
  });

  it('exactly one of parallel confirmations goes through', async () => {
    const owner = await registeredOwner(5);
    const next = await person();
    const act = { token: owner.token, payload: { b_id: owner.businessId } };
    await t.call(merchantAdminChangeSend, { mobile: next.mobile }, act);
    const code = t.smsCode(next.mobile, 'change_manager');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.call(merchantAdminChangeConfirm, { mobile: next.mobile, code }, act)),
    );
    expect(answers.filter((r) => r.code === 0)).toHaveLength(1);
    const { n } = await one<{ n: number }>(
      sql`select count(*)::int as n from user_roles where business_id = ${owner.businessId} and role = 'owner'`,
    );
    expect(n).toBe(1);
  });
});

describe('an expired code', () => {
  it('is refused once its lifetime is over', async () => {
    const s = await testApp({ sms: { codeTtl: 1 } });
    try {
      const [owner, next] = await ridePeople(s, 2, '1394000');
      const [biz] = await rows<{ id: number }>(
        s,
        sql`insert into businesses (name) values ('过期测试商家') returning id`,
      );
      await rows(
        s,
        sql`insert into user_roles (user_id, role, business_id) values (${owner!.uid}, 'owner', ${biz!.id})`,
      );
      const act = { token: owner!.token, payload: { b_id: biz!.id } };
      expect((await s.call(merchantAdminChangeSend, { mobile: '13940000002' }, act)).code).toBe(0);
      const code = s.smsCode('13940000002', 'change_manager');
      await new Promise((r) => setTimeout(r, 1100));
      expect((await s.call(merchantAdminChangeConfirm, { mobile: '13940000002', code }, act)).code).toBe(
        ErrorCode.SMS_CODE_EXPIRED,
      );
      const roles = await rows<{ role: string }>(
        s,
        sql`select role from user_roles where user_id = ${next!.uid} and business_id = ${biz!.id}`,
      );
      expect(roles).toEqual([]);
    } finally {
      await s.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import {
  auditDecide,
  auditInfo,
  ErrorCode,
  merchantDraft,
  merchantRetrieve,
  merchantSave,
  merchantSubmit,
  merchantVerify,
  merchantVerifySend,
  messageList,
  myBusinesses,
} from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';
import { demoTokens, fieldNames, rows } from '../../test/fixtures.js';
import { ridePeople } from '../../test/ride-fixtures.js';
import {
  creditCode,
  decideMerchant,
  draftFields,
  merchantAuditOf,
  readyDraft,
  verifyApplicant,
} from '../../test/merchant-fixtures.js';
import { auditRepository } from '../audit/audit.repository.js';
import { userRepository } from '../user/user.repository.js';
import { systemClock } from '../../lib/clock.js';
import { manualRecognition, type Recognition } from '../../lib/recognition/recognition.js';
import { merchantRepository } from './merchant.repository.js';
import { merchantService } from './merchant.service.js';

let t: TestApp;
let tok: Awaited<ReturnType<typeof demoTokens>>;
const as = (token: string) => ({ token });

beforeAll(async () => {
  t = await testApp();
  tok = await demoTokens(t);
});
afterAll(() => t.close());

/** the one row a statement answers */
const one = async <T>(q: SQL): Promise<T> => (await rows<T>(t, q))[0]!;

/** one fresh person with a session and their mobile */
let made = 0;
async function person() {
  made++;
  const prefix = `1391${String(made).padStart(3, '0')}`;
  const [p] = await ridePeople(t, 1, prefix);
  return { ...p!, mobile: `${prefix}0001` };
}

describe('the draft', () => {
  it('is null until the first save, made then and kept on the server; each save changes only what it sends', async () => {
    const p = await person();
    expect((await t.call(merchantDraft, {}, as(p.token))).data).toEqual({ application: null });
    const first = await t.call(merchantSave, { shop_kind: 11 }, as(p.token));
    expect(first.data).toMatchObject({
      state: 'draft',
      state_label: '未提交',
      shop_kind: 11,
      shop_kind_label: '线下门店',
      tags: [],
      recognised: null,
      verified: false,
      actions: { edit: true, submit: false },
    });
    expect(first.data.missing.map((m) => m.field)).toEqual([
      'tags',
      'name',
      'credit_code',
      'legal_person',
      'address',
      'contact_name',
      'contact_mobile',
      'licence_image',
      'applicant',
    ]);
    const second = await t.call(merchantSave, { tags: ['改装店', '汽车用品'], name: '  渝北改装工坊  ' }, as(p.token));
    expect(second.data).toMatchObject({
      id: first.data.id,
      shop_kind: 11,
      tags: ['改装店', '汽车用品'],
      name: '渝北改装工坊',
    });
    // the code is stored as the validator reads it
    const third = await t.call(merchantSave, { credit_code: ' 91350100m000100y43 ' }, as(p.token));
    expect(third.data.credit_code).toBe('91350100M000100Y43');
    expect((await t.call(merchantDraft, {}, as(p.token))).data.application).toMatchObject({
      id: first.data.id,
      name: '渝北改装工坊',
    });
  });

  it('refuses bad fields with 10001 naming each one, and writes nothing', async () => {
    const p = await person();
    const bad = async (q: Record<string, unknown>, field: string, message: string | RegExp) => {
      const r = await t.call(merchantSave, q, as(p.token));
      expect(r.code, JSON.stringify(q)).toBe(ErrorCode.VALIDATION);
      expect(fieldNames(r)).toContain(field);
      expect(r.message).toMatch(message);
    };
    await bad({ credit_code: '91350100M000100Y44' }, 'credit_code', '统一社会信用代码校验位不正确，请核对');
    await bad({ credit_code: '91350100I000100Y43' }, 'credit_code', /不含 I、O、Z、S、V/);
    await bad({ credit_code: '91350100M000100Y4' }, 'credit_code', '统一社会信用代码为18位');
    await bad({ shop_kind: 13 }, 'shop_kind', '请选择商家类型');
    await bad({ tags: [] }, 'tags', '请至少选择1个商家标签');
    await bad({ tags: ['改装店', '汽车用品', '维修保养', '汽车美容'] }, 'tags', '最多选择3个商家标签');
    await bad({ tags: ['改装店', '改装店'] }, 'tags', '商家标签不能重复');
    await bad({ tags: ['卖茶叶'] }, 'tags.0', '请选择列表中的标签');
    await bad({ name: '车' }, 'name', '请输入企业名称');
    await bad({ name: '车'.repeat(61) }, 'name', '企业名称最多60个字');
    await bad({ contact_mobile: '12345' }, 'contact_mobile', '请输入正确的联系电话');
    await bad({ address: '重庆' }, 'address', /至少5个字/);
    await bad({ licence_image: 'javascript:alert(1)' }, 'licence_image', '请上传营业执照照片');
    await bad({ owner: 1 }, 'owner', /.+/);
    const { n } = await one<{ n: number }>(
      sql`select count(*)::int as n from merchant_applications where user_id = ${p.uid}`,
    );
    expect(n).toBe(0);
  });

  it('answers 30000 without a session', async () => {
    expect((await t.call(merchantDraft, {})).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(merchantSubmit, {})).code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('another person never reads it: their draft is their own, the audit is the auditor’s', async () => {
    const a = await person();
    const b = await person();
    const id = await readyDraft(t, a.token, a.uid, 101);
    expect((await t.call(merchantDraft, {}, as(b.token))).data.application).toBeNull();
    // b's save makes b's own draft, never touches a's
    const bs = await t.call(merchantSave, { name: '别人的公司名' }, as(b.token));
    expect(bs.data.id).not.toBe(id);
    expect((await t.call(merchantDraft, {}, as(a.token))).data.application!.name).toBe('重庆山城汽车销售有限公司101');
    await t.call(merchantSubmit, {}, as(a.token));
    const audit = await merchantAuditOf(t, id);
    for (const token of [b.token, tok.owner, tok.visitor, tok.checker]) {
      expect((await t.call(auditInfo, { id: audit.id }, as(token))).code).toBe(ErrorCode.FORBIDDEN);
    }
  });
});

describe('the licence and the recognition provider', () => {
  it('with the manual provider nothing is recognised: the auditor reads the photo', async () => {
    const p = await person();
    const r = await t.call(merchantSave, { licence_image: '/uploads/licence-a.png' }, as(p.token));
    expect(r.data).toMatchObject({ licence_image: '/uploads/licence-a.png', recognised: null, mismatches: [] });
    // taken away again: missing
    const cleared = await t.call(merchantSave, { licence_image: '' }, as(p.token));
    expect(cleared.data.licence_image).toBe('');
    expect(cleared.data.missing.map((m) => m.field)).toContain('licence_image');
  });

  it('a recognised licence fills the empty name and code and flags what the applicant entered differently', async () => {
    const read: Recognition = {
      ...manualRecognition,
      name: 'test',
      businessLicence: async () => ({
        name: '重庆山城汽车销售有限公司（渝北）',
        creditCode: '91350100m000100y43',
        legalPerson: '李国强',
        address: '重庆市渝北区金开大道88号',
      }),
    };
    const db = t.database.db;
    const service = merchantService({
      db,
      repo: merchantRepository(db),
      audits: auditRepository(db),
      users: userRepository(db),
      sms: t.services.sms,
      recognition: read,
      clock: systemClock,
    });
    const p = await person();
    await service.save(p.uid, { legal_person: '李小强' });
    const a = await service.save(p.uid, { licence_image: '/uploads/licence-b.png' });
    expect(a).toMatchObject({
      name: '重庆山城汽车销售有限公司（渝北）',
      credit_code: '91350100M000100Y43',
      legal_person: '李小强',
      address: '重庆市渝北区金开大道88号',
      recognised: { name: '重庆山城汽车销售有限公司（渝北）', credit_code: '91350100M000100Y43' },
      mismatches: [{ field: 'legal_person', label: '法定代表人', entered: '李小强', recognised: '李国强' }],
    });
    // half-width brackets and spaces are the same name; another code is a mismatch
    const b = await service.save(p.uid, { name: '重庆山城汽车销售有限公司 (渝北)', credit_code: creditCode(7) });
    expect(b.mismatches.map((m) => m.field)).toEqual(['credit_code', 'legal_person']);
    // a provider that fails is "not recognised"
    const failing = merchantService({
      db,
      repo: merchantRepository(db),
      audits: auditRepository(db),
      users: userRepository(db),
      sms: t.services.sms,
      recognition: { ...manualRecognition, businessLicence: () => Promise.reject(new Error('timeout')) },
      clock: systemClock,
    });
    expect(await failing.save(p.uid, { licence_image: '/uploads/licence-c.png' })).toMatchObject({
      recognised: null,
      mismatches: [],
    });
  });
});

describe('the applicant’s check', () => {
  it('sends a code to the caller’s own mobile and keeps the name and only the masked ID number', async () => {
    const p = await person();
    const sent = await t.call(merchantVerifySend, {}, as(p.token));
    expect(sent.data).toEqual({
      expires_in: 300,
      resend_in: 60,
      mobile: `${p.mobile.slice(0, 3)}****${p.mobile.slice(-4)}`,
    });
    const code = t.smsCode(p.mobile, 'merchant_verify');
    const wrong = code === '000000' ? '111111' : '000000';
    const q = { name: '李国强', id_number: '11010519491231002x' };
    expect((await t.call(merchantVerify, { ...q, code: wrong }, as(p.token))).code).toBe(ErrorCode.SMS_CODE_WRONG);
    const ok = await t.call(merchantVerify, { ...q, code }, as(p.token));
    expect(ok.data).toMatchObject({
      verified: true,
      applicant_name: '李国强',
      applicant_id_number: '110105**********2X',
    });
    expect(JSON.stringify(ok.data)).not.toContain('11010519491231002');
    const [row] = await rows<Record<string, unknown>>(
      t,
      sql`select * from merchant_applications where user_id = ${p.uid}`,
    );
    expect(JSON.stringify(row)).not.toContain('11010519491231002');
    // the code is used up
    expect((await t.call(merchantVerify, { ...q, code }, as(p.token))).code).toBe(ErrorCode.SMS_CODE_EXPIRED);
  });

  it('checks name and ID number with the spec 5 validators', async () => {
    const p = await person();
    const bad = async (q: Record<string, unknown>, field: string) => {
      const r = await t.call(
        merchantVerify,
        { name: '李国强', id_number: '110101199003074514', code: '123456', ...q },
        as(p.token),
      );
      expect(r.code).toBe(ErrorCode.VALIDATION);
      expect(fieldNames(r)).toEqual([field]);
    };
    await bad({ name: '李' }, 'name');
    await bad({ name: '李国强李国强' }, 'name');
    await bad({ name: 'Li Guoqiang' }, 'name');
    await bad({ id_number: '11010119900307451' }, 'id_number');
    await bad({ id_number: '1101011990030745Y' + '1' }, 'id_number');
    await bad({ code: '12345' }, 'code');
    // a minority name with the middle dot is a name
    const dot = await t.call(
      merchantVerify,
      { name: '阿依古丽·买买提', id_number: '110101199003074514', code: '123456' },
      as(p.token),
    );
    expect(dot.code).toBe(ErrorCode.SMS_CODE_EXPIRED);
  });
});

describe('submission, review and the business', () => {
  it('names what is missing, submits into the audit queue, and nothing changes while in review', async () => {
    const p = await person();
    await t.call(merchantSave, { shop_kind: 12, tags: ['骑行装备'] }, as(p.token));
    const early = await t.call(merchantSubmit, {}, as(p.token));
    expect(early.code).toBe(ErrorCode.VALIDATION);
    expect(fieldNames(early)).toEqual([
      'name',
      'credit_code',
      'legal_person',
      'address',
      'contact_name',
      'contact_mobile',
      'licence_image',
      'applicant',
    ]);
    expect(early.message).toBe('请填写企业名称');
    await t.call(merchantSave, draftFields(201), as(p.token));
    await verifyApplicant(t, p.token, p.mobile);
    const before = (await t.call(merchantDraft, {}, as(p.token))).data.application!;
    expect(before.actions).toEqual({ edit: true, submit: true });
    const submitted = await t.call(merchantSubmit, {}, as(p.token));
    expect(submitted.data).toMatchObject({
      state: 'pending',
      state_label: '审核中',
      actions: { edit: false, submit: false },
    });
    expect(submitted.data.submit_time).toBeGreaterThan(0);
    const audit = await merchantAuditOf(t, submitted.data.id);
    expect(audit).toMatchObject({
      type: 'merchant',
      business_name: '平台',
      target_name: '重庆山城汽车销售有限公司201',
    });
    expect(await t.call(merchantSave, { name: '改个名字' }, as(p.token))).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: '入驻申请正在审核中，审核结果出来前不能修改',
    });
    expect((await t.call(merchantSubmit, {}, as(p.token))).code).toBe(ErrorCode.CONFLICT);
    expect((await t.call(merchantVerifySend, {}, as(p.token))).code).toBe(ErrorCode.CONFLICT);
    const info = await t.call(auditInfo, { id: audit.id }, as(tok.auditor));
    expect(info.data.merchant).toMatchObject({
      id: submitted.data.id,
      user_id: p.uid,
      applicant_mobile: `${p.mobile.slice(0, 3)}****${p.mobile.slice(-4)}`,
      applicant_name: '李国强',
      applicant_is_legal_person: true,
      shop_kind: 11,
      shop_kind_label: '线下门店',
      tags: ['汽车经销商', '维修保养'],
      credit_code: creditCode(201),
      licence_image: '/uploads/licence-merchant.png',
      recognised: null,
      mismatches: [],
    });
  });

  it('only the auditor decides', async () => {
    const p = await person();
    const id = await readyDraft(t, p.token, p.uid, 301);
    await t.call(merchantSubmit, {}, as(p.token));
    const audit = await merchantAuditOf(t, id);
    for (const token of [p.token, tok.owner, tok.checker, tok.visitor]) {
      expect((await t.call(auditDecide, { id: audit.id, pass: true }, as(token))).code).toBe(ErrorCode.FORBIDDEN);
    }
    expect((await t.call(merchantDraft, {}, as(p.token))).data.application!.state).toBe('pending');
    const { n } = await one<{ n: number }>(sql`select count(*)::int as n from user_roles where user_id = ${p.uid}`);
    expect(n).toBe(0);
  });

  it('approval makes the business with the applicant as owner; /my/business lists it', async () => {
    const p = await person();
    const id = await readyDraft(t, p.token, p.uid, 401, { shop_kind: 12, tags: ['骑行装备', '车友俱乐部'] });
    await t.call(merchantSubmit, {}, as(p.token));
    await decideMerchant(t, id, true);
    const mine = (await t.call(myBusinesses, {}, as(p.token))).data.list;
    expect(mine).toEqual([
      { business_id: expect.any(Number), business_name: '重庆山城汽车销售有限公司401', roles: ['owner'] },
    ]);
    const app = (await t.call(merchantDraft, {}, as(p.token))).data.application!;
    expect(app).toMatchObject({ state: 'approved', state_label: '已入驻', business_id: mine[0]!.business_id });
    const [profile] = await rows<Record<string, unknown>>(
      t,
      sql`select shop_kind, tags, credit_code, application_id from merchant_profiles where business_id = ${mine[0]!.business_id}`,
    );
    expect(profile).toEqual({
      shop_kind: 12,
      tags: ['骑行装备', '车友俱乐部'],
      credit_code: creditCode(401),
      application_id: id,
    });
    const notice = (await t.call(messageList, {}, as(p.token))).data.list[0]!;
    expect(notice).toMatchObject({ title: '商家入驻申请已通过', link: '/my/business' });
    // the code is the business's now: nobody registers it again, and retrieve tells who to ask
    const q = await person();
    await readyDraft(t, q.token, q.uid, 401);
    expect(await t.call(merchantSubmit, {}, as(q.token))).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: '该统一社会信用代码已有商家入驻或正在审核，请先在“企业信息”中查找',
    });
    const found = await t.call(merchantRetrieve, { keyword: creditCode(401).toLowerCase() }, as(q.token));
    expect(found.data.list).toEqual([
      {
        kind: 'business',
        business_id: mine[0]!.business_id,
        name: '重庆山城汽车销售有限公司401',
        credit_code: creditCode(401),
        admin_mobile: `${p.mobile.slice(0, 3)}****${p.mobile.slice(-4)}`,
      },
    ]);
    expect((await t.call(merchantRetrieve, { keyword: '汽车销售有限公司401' }, as(q.token))).data.list).toHaveLength(1);
    // the applicant may register another business afterwards: a new draft
    const next = await t.call(merchantSave, { shop_kind: 11 }, as(p.token));
    expect(next.data).toMatchObject({ state: 'draft', shop_kind: 11, business_id: null });
    expect(next.data.id).not.toBe(id);
  });

  it('rejection keeps the reason and tells the applicant, who edits and submits again; the code is free meanwhile', async () => {
    const p = await person();
    const id = await readyDraft(t, p.token, p.uid, 501);
    await t.call(merchantSubmit, {}, as(p.token));
    await decideMerchant(t, id, false, '营业执照照片不清晰');
    const rejected = (await t.call(merchantDraft, {}, as(p.token))).data.application!;
    expect(rejected).toMatchObject({
      id,
      state: 'rejected',
      reject_reason: '营业执照照片不清晰',
      actions: { edit: true, submit: true },
    });
    const notice = (await t.call(messageList, {}, as(p.token))).data.list[0]!;
    expect(notice).toMatchObject({ title: '商家入驻申请未通过', link: '/business-register/form' });
    expect(notice.body).toContain('营业执照照片不清晰');
    expect((await t.call(myBusinesses, {}, as(p.token))).data.list).toEqual([]);
    const edited = await t.call(merchantSave, { licence_image: '/uploads/licence-clear.png' }, as(p.token));
    expect(edited.data).toMatchObject({ id, state: 'rejected', licence_image: '/uploads/licence-clear.png' });
    // a rejected application holds no code: someone else's submission of it is in review, and p waits for theirs
    const q = await person();
    const qid = await readyDraft(t, q.token, q.uid, 501);
    expect((await t.call(merchantSubmit, {}, as(q.token))).code).toBe(0);
    expect((await t.call(merchantSubmit, {}, as(p.token))).code).toBe(ErrorCode.CONFLICT);
    await decideMerchant(t, qid, false, '并非该企业员工');
    const again = await t.call(merchantSubmit, {}, as(p.token));
    expect(again.data).toMatchObject({ id, state: 'pending', reject_reason: '' });
    // a second review of the same application is in the queue
    const audits = await rows<{ status: number }>(
      t,
      sql`select status from audits where type = 'merchant' and target_id = ${id} order by id`,
    );
    expect(audits.map((a) => a.status)).toEqual([3, 1]);
  });

  it('another person’s application in review is found by its exact name, the caller’s own is not', async () => {
    const p = await person();
    await readyDraft(t, p.token, p.uid, 601);
    await t.call(merchantSubmit, {}, as(p.token));
    const q = await person();
    const name = '重庆山城汽车销售有限公司601';
    expect((await t.call(merchantRetrieve, { keyword: name }, as(q.token))).data.list).toEqual([
      { kind: 'pending', business_id: null, name, credit_code: creditCode(601), admin_mobile: '' },
    ]);
    expect((await t.call(merchantRetrieve, { keyword: name }, as(p.token))).data.list).toEqual([]);
    expect((await t.call(merchantRetrieve, { keyword: '汽车销售有限公司60' }, as(q.token))).data.list).toEqual([]);
    expect((await t.call(merchantRetrieve, { keyword: '车' }, as(q.token))).code).toBe(ErrorCode.VALIDATION);
    // the demo business is found by name and by its code; LIKE characters are text
    const demo = {
      kind: 'business',
      name: '示例车展运营公司',
      credit_code: '91500103MA61KC8X2U',
      admin_mobile: '138****0002',
    };
    expect((await t.call(merchantRetrieve, { keyword: '示例车展' }, as(q.token))).data.list).toMatchObject([demo]);
    expect((await t.call(merchantRetrieve, { keyword: '91500103MA61KC8X2U' }, as(q.token))).data.list).toMatchObject([
      demo,
    ]);
    expect((await t.call(merchantRetrieve, { keyword: '%%' }, as(q.token))).data.list).toEqual([]);
  });

  it('one credit code, 20 people submitting at once: exactly one application is in review', async () => {
    const people = await ridePeople(t, 20, '1392000');
    const ids = await Promise.all(people.map((p) => readyDraft(t, p.token, p.uid, 701)));
    const answers = await Promise.all(people.map((p) => t.call(merchantSubmit, {}, as(p.token))));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === ErrorCode.CONFLICT)).toHaveLength(19);
    const { n } = await one<{ n: number }>(
      sql`select count(*)::int as n from merchant_applications where credit_code = ${creditCode(701)} and state = 'pending'`,
    );
    expect(n).toBe(1);
    const { a } = await one<{ a: number }>(
      sql`select count(*)::int as a from audits where type = 'merchant' and target_id in ${sql.raw(`(${ids.join(',')})`)}`,
    );
    expect(a).toBe(1);
    // the losers' drafts are still theirs to change
    const loser = people[answers.findIndex((x) => x.code !== 0)]!;
    expect((await t.call(merchantDraft, {}, as(loser.token))).data.application!.state).toBe('draft');
  });

  it('one person submitting many times at once: one review', async () => {
    const p = await person();
    const id = await readyDraft(t, p.token, p.uid, 801);
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.call(merchantSubmit, {}, as(p.token))));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    const { n } = await one<{ n: number }>(
      sql`select count(*)::int as n from audits where type = 'merchant' and target_id = ${id}`,
    );
    expect(n).toBe(1);
  });
});

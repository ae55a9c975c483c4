import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  auditDecide,
  auditInfo,
  auditList,
  carOwnerApply,
  carOwnerCancel,
  carOwnerInfo,
  carOwnerList,
  ErrorCode,
  messageList,
} from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';
import { demoTokens, fieldNames, rows } from '../../test/fixtures.js';
import { people, type Person } from '../../test/people-fixtures.js';
import {
  appliedCarOwner,
  carOwnerInput,
  catalogModel,
  testVin,
  type CatalogPick,
} from '../../test/carowner-fixtures.js';

let t: TestApp;
let tok: Awaited<ReturnType<typeof demoTokens>>;
let model: CatalogPick;
let other: CatalogPick;

beforeAll(async () => {
  t = await testApp();
  tok = await demoTokens(t);
  model = await catalogModel(t);
  other = await catalogModel(t, 1);
});
afterAll(() => t.close());

const as = (token: string) => ({ token });
/** the pending car_owner audit of a certification */
const auditOf = async (certId: number) =>
  (await t.call(auditList, { type: 'car_owner', page_size: 100 }, as(tok.auditor))).data.list.find(
    (a) => a.target_id === certId,
  );
const decide = async (certId: number, pass: boolean, remark = '') => {
  const a = await auditOf(certId);
  if (!a) throw new Error(`no pending audit of certification ${certId}`);
  return t.call(auditDecide, { id: a.id, pass, remark }, as(tok.auditor));
};
const badge = async (uid: number) =>
  (await rows<{ car_owner: boolean }>(t, sql`select car_owner from users where id = ${uid}`))[0]!.car_owner;
const count = async (q: ReturnType<typeof sql>) => (await rows<{ n: number }>(t, q))[0]!.n;

let serial = 100;
const nextVin = () => testVin(serial++);
let prefix = 1772000;
const fresh = async (n = 1): Promise<Person[]> => people(t, n, String(prefix++));

describe('applying', () => {
  it('applies: pending, in the auditor’s queue named after the applicant, with the whole application', async () => {
    const [p] = await fresh();
    const vin = nextVin();
    const r = await t.call(carOwnerApply, carOwnerInput(model, vin.toLowerCase(), '渝a·d12345'), as(p!.token));
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({
      state: 'pending',
      state_label: '审核中',
      vin,
      plate: '渝AD12345',
      model_id: model.model_id,
      series_id: model.series_id,
      brand_id: model.brand_id,
      vehicle_type: 'car',
      reject_reason: '',
      review_time: 0,
      can_cancel: true,
      can_reapply: false,
    });
    expect(r.data.brand_name).not.toBe('');

    const record = (await auditOf(r.data.id))!;
    expect(record).toMatchObject({
      type: 'car_owner',
      business_name: '平台',
      target_name: `车友${prefix - 1}-1 的车主认证`,
    });
    const info = await t.call(auditInfo, { id: record.id }, as(tok.auditor));
    expect(info.data.car_owner).toMatchObject({
      id: r.data.id,
      user_id: p!.uid,
      nickname: `车友${prefix - 1}-1`,
      vin,
      plate: '渝AD12345',
      licence_image: '/uploads/driving-licence.png',
      vin_taken: false,
    });
    expect(info.data.item).toBeNull();
  });

  it('refuses bad fields with 10001 naming the field, and writes nothing', async () => {
    const [p] = await fresh();
    const good = carOwnerInput(model, nextVin());
    const before = await count(sql`select count(*)::int as n from car_owner_certifications`);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ vin: good.vin.slice(0, 8) + (good.vin[8] === '1' ? '2' : '1') + good.vin.slice(9) }, 'vin', '校验位'],
      [{ vin: `I${good.vin.slice(1)}` }, 'vin', 'I、O、Q'],
      [{ vin: good.vin.slice(0, 16) }, 'vin', '当前16位'],
      [{ vin: `${good.vin}1` }, 'vin', '当前18位'],
      [{ vin: '' }, 'vin', '请输入车架号'],
      [{ plate: '渝A1234' }, 'plate', '车牌号格式不正确'],
      [{ plate: '港A12345' }, 'plate', '省份简称'],
      [{ licence_image: '' }, 'licence_image', '请上传行驶证照片'],
      [{ licence_image: 'javascript:alert(1)' }, 'licence_image', '请上传行驶证照片'],
      [{ model_id: 0 }, 'model_id', '请选择车型'],
      [{ model_id: 2_000_000_000 }, 'model_id', '车型不存在'],
      [{ brand_id: model.brand_id + 100_000 }, 'brand_id', '品牌与车型不符'],
      [
        { series_id: other.series_id === model.series_id ? model.series_id + 100_000 : other.series_id },
        'series_id',
        '不符',
      ],
    ];
    for (const [change, field, message] of cases) {
      const r = await t.call(carOwnerApply, { ...good, ...change }, as(p!.token));
      expect([field, r.code]).toEqual([field, ErrorCode.VALIDATION]);
      expect(fieldNames(r)).toContain(field);
      expect(r.message).toContain(message);
    }
    expect(await count(sql`select count(*)::int as n from car_owner_certifications`)).toBe(before);
    expect((await t.call(carOwnerApply, good)).code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('one pending application per person and VIN; several cars per person', async () => {
    const [p] = await fresh();
    const vin = nextVin();
    await appliedCarOwner(t, p!.token, carOwnerInput(model, vin));
    expect(await t.call(carOwnerApply, carOwnerInput(model, vin, '渝B12345'), as(p!.token))).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: '该车辆的认证正在审核中，请耐心等待',
    });
    await appliedCarOwner(t, p!.token, carOwnerInput(other, nextVin(), '渝C12345'));
    const mine = await t.call(carOwnerList, {}, as(p!.token));
    expect(mine.data).toMatchObject({ count: 2, pending: 2, approved: 0 });
  });

  it('20 parallel applications of one person for one VIN: exactly one row and one audit', async () => {
    const [p] = await fresh();
    const vin = nextVin();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.call(carOwnerApply, carOwnerInput(model, vin), as(p!.token))),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 0).map((a) => a.code)).toEqual(Array(19).fill(ErrorCode.CONFLICT));
    expect(await count(sql`select count(*)::int as n from car_owner_certifications where user_id = ${p!.uid}`)).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from audits where type = 'car_owner' and submitted_by = ${p!.uid}`),
    ).toBe(1);
  });
});

describe('owners only', () => {
  it('nobody reads or withdraws another person’s certification: 10004 and nothing of it', async () => {
    const [a, b] = await fresh(2);
    const vin = nextVin();
    const id = await appliedCarOwner(t, a!.token, carOwnerInput(model, vin));
    for (const call of [carOwnerInfo, carOwnerCancel]) {
      const r = await t.call(call, { id }, as(b!.token));
      expect(r).toMatchObject({ code: ErrorCode.NOT_FOUND, data: null });
      expect(JSON.stringify(r)).not.toContain(vin);
    }
    // the auditor is no owner either
    expect((await t.call(carOwnerInfo, { id }, as(tok.auditor))).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(carOwnerList, {}, as(b!.token))).data).toMatchObject({ list: [], count: 0 });
    expect((await t.call(carOwnerInfo, { id }, as(a!.token))).data).toMatchObject({ id, vin, state: 'pending' });
    expect((await t.call(carOwnerInfo, { id })).code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('only the auditor reads and decides the audit', async () => {
    const [p] = await fresh();
    const id = await appliedCarOwner(t, p!.token, carOwnerInput(model, nextVin()));
    const a = (await auditOf(id))!;
    for (const token of [p!.token, tok.owner, tok.visitor, tok.checker]) {
      expect((await t.call(auditInfo, { id: a.id }, as(token))).code).toBe(ErrorCode.FORBIDDEN);
      expect((await t.call(auditDecide, { id: a.id, pass: true }, as(token))).code).toBe(ErrorCode.FORBIDDEN);
    }
    expect((await t.call(carOwnerInfo, { id }, as(p!.token))).data.state).toBe('pending');
    expect(await badge(p!.uid)).toBe(false);
  });
});

describe('the auditor’s decision', () => {
  it('pass certifies the car, sets users.car_owner and tells the applicant', async () => {
    const [p] = await fresh();
    const id = await appliedCarOwner(t, p!.token, carOwnerInput(model, nextVin()));
    expect((await decide(id, true)).code).toBe(0);
    expect(await badge(p!.uid)).toBe(true);
    const c = (await t.call(carOwnerInfo, { id }, as(p!.token))).data;
    expect(c).toMatchObject({ state: 'approved', state_label: '已认证', can_cancel: true, can_reapply: false });
    expect(c.review_time).toBeGreaterThan(0);
    const told = (await t.call(messageList, {}, as(p!.token))).data.list[0]!;
    expect(told).toMatchObject({ title: '车主认证已通过', link: `/car-authentication/detail?id=${id}` });
    expect(told.body).toContain('渝A12345');
    expect(await t.call(carOwnerApply, carOwnerInput(model, c.vin), as(p!.token))).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: '你已认证该车辆',
    });
  });

  it('reject keeps the reason and tells the applicant; applying again (by id, with changes) is reviewed again', async () => {
    const [p] = await fresh();
    const vin = nextVin();
    const id = await appliedCarOwner(t, p!.token, carOwnerInput(model, vin));
    expect((await t.call(auditDecide, { id: (await auditOf(id))!.id, pass: false }, as(tok.auditor))).code).toBe(
      ErrorCode.VALIDATION,
    );
    expect((await decide(id, false, '行驶证照片不清晰')).code).toBe(0);
    expect(await badge(p!.uid)).toBe(false);
    const rejected = (await t.call(carOwnerInfo, { id }, as(p!.token))).data;
    expect(rejected).toMatchObject({ state: 'rejected', reject_reason: '行驶证照片不清晰', can_reapply: true });
    const told = (await t.call(messageList, {}, as(p!.token))).data.list[0]!;
    expect(told).toMatchObject({ title: '车主认证未通过', link: `/car-authentication/detail?id=${id}` });
    expect(told.body).toContain('行驶证照片不清晰');

    // a rejected one cannot be withdrawn
    expect((await t.call(carOwnerCancel, { id }, as(p!.token))).code).toBe(ErrorCode.CONFLICT);
    // another person's id cannot be applied again
    const [q] = await fresh();
    expect((await t.call(carOwnerApply, { ...carOwnerInput(model, vin), id }, as(q!.token))).code).toBe(
      ErrorCode.NOT_FOUND,
    );

    const again = await t.call(
      carOwnerApply,
      { ...carOwnerInput(model, vin, '渝B88888'), id, licence_image: '/uploads/licence-2.png' },
      as(p!.token),
    );
    expect(again.data).toMatchObject({ id, state: 'pending', plate: '渝B88888', reject_reason: '', review_time: 0 });
    expect((await t.call(carOwnerApply, { ...carOwnerInput(model, vin), id }, as(p!.token))).code).toBe(
      ErrorCode.CONFLICT,
    );
    const info = await t.call(auditInfo, { id: (await auditOf(id))!.id }, as(tok.auditor));
    expect(info.data.car_owner).toMatchObject({ plate: '渝B88888', licence_image: '/uploads/licence-2.png' });
    expect((await decide(id, true)).code).toBe(0);
    expect(await badge(p!.uid)).toBe(true);
    expect(await count(sql`select count(*)::int as n from car_owner_certifications where user_id = ${p!.uid}`)).toBe(1);
  });

  it('one certified owner per VIN: another person is refused, and a pending rival cannot be passed', async () => {
    const [a, b, c] = await fresh(3);
    const vin = nextVin();
    const first = await appliedCarOwner(t, a!.token, carOwnerInput(model, vin));
    const rival = await appliedCarOwner(t, b!.token, carOwnerInput(model, vin, '渝B12345'));
    expect((await decide(first, true)).code).toBe(0);
    const info = await t.call(auditInfo, { id: (await auditOf(rival))!.id }, as(tok.auditor));
    expect(info.data.car_owner?.vin_taken).toBe(true);
    expect(await decide(rival, true)).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: '该车辆已由其他车主认证，请驳回',
    });
    expect((await t.call(carOwnerInfo, { id: rival }, as(b!.token))).data.state).toBe('pending');
    expect(await badge(b!.uid)).toBe(false);
    expect(await t.call(carOwnerApply, carOwnerInput(model, vin), as(c!.token))).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: '该车辆已由其他车主认证，如有疑问请联系客服',
    });
    expect((await decide(rival, false, '该车辆已由他人认证')).code).toBe(0);

    // parallel passes of two people's applications of one VIN: one owner
    const vin2 = nextVin();
    const [d, e] = await fresh(2);
    const ids = [
      await appliedCarOwner(t, d!.token, carOwnerInput(model, vin2)),
      await appliedCarOwner(t, e!.token, carOwnerInput(model, vin2)),
    ];
    const audits = await Promise.all(ids.map(async (id) => (await auditOf(id))!.id));
    const answers = await Promise.all(audits.map((id) => t.call(auditDecide, { id, pass: true }, as(tok.auditor))));
    expect(answers.map((r) => r.code).sort()).toEqual([0, ErrorCode.CONFLICT]);
    expect(
      await count(
        sql`select count(*)::int as n from car_owner_certifications where vin = ${vin2} and state = 'approved'`,
      ),
    ).toBe(1);
  });
});

describe('withdrawing', () => {
  it('a pending application: withdrawn, its audit closed; applying again reopens it', async () => {
    const [p] = await fresh();
    const vin = nextVin();
    const id = await appliedCarOwner(t, p!.token, carOwnerInput(model, vin));
    const auditId = (await auditOf(id))!.id;
    const r = await t.call(carOwnerCancel, { id }, as(p!.token));
    expect(r.data).toMatchObject({
      id,
      state: 'withdrawn',
      state_label: '已撤回',
      can_cancel: false,
      can_reapply: true,
    });
    expect(await auditOf(id)).toBeUndefined();
    expect((await t.call(auditDecide, { id: auditId, pass: true }, as(tok.auditor))).code).toBe(ErrorCode.CONFLICT);
    expect((await t.call(carOwnerCancel, { id }, as(p!.token))).code).toBe(ErrorCode.CONFLICT);
    // the same VIN again, without an id: the withdrawn row is applied again
    const again = await t.call(carOwnerApply, carOwnerInput(model, vin), as(p!.token));
    expect(again.data).toMatchObject({ id, state: 'pending' });
    expect(await auditOf(id)).toBeDefined();
  });

  it('an approved one: the badge stays while another car is certified, and goes with the last', async () => {
    const [p] = await fresh();
    const one = await appliedCarOwner(t, p!.token, carOwnerInput(model, nextVin()));
    const two = await appliedCarOwner(t, p!.token, carOwnerInput(other, nextVin(), '渝C12345'));
    await decide(one, true);
    await decide(two, true);
    expect((await t.call(carOwnerList, {}, as(p!.token))).data).toMatchObject({ approved: 2, pending: 0, count: 2 });
    expect((await t.call(carOwnerCancel, { id: one }, as(p!.token))).data.state).toBe('withdrawn');
    expect(await badge(p!.uid)).toBe(true);
    expect((await t.call(carOwnerCancel, { id: two }, as(p!.token))).data.state).toBe('withdrawn');
    expect(await badge(p!.uid)).toBe(false);
  });
});

describe('my list', () => {
  it('newest first, paged', async () => {
    const [p] = await fresh();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push(await appliedCarOwner(t, p!.token, carOwnerInput(model, nextVin())));
    const page1 = await t.call(carOwnerList, { page: 1, page_size: 2 }, as(p!.token));
    expect(page1.data).toMatchObject({ count: 3, page_size: 2, pending: 3 });
    expect(page1.data.list.map((c) => c.id)).toEqual([ids[2], ids[1]]);
    const page2 = await t.call(carOwnerList, { page: 2, page_size: 2 }, as(p!.token));
    expect(page2.data.list.map((c) => c.id)).toEqual([ids[0]]);
  });
});

describe('demo data', () => {
  it('the demo visitor’s application waits for the auditor; the demo dealer is a certified owner', async () => {
    const mine = (await t.call(carOwnerList, {}, as(tok.visitor))).data;
    expect(mine.list[mine.list.length - 1]).toMatchObject({
      state: 'pending',
      plate: '渝A8K2M6',
      vin: 'LSVAU218XN2183294',
    });
    expect(mine.list[mine.list.length - 1]!.licence_image).toMatch(/\/carowner\/driving-licence\.svg$/);
    const record = (await auditOf(mine.list[mine.list.length - 1]!.id))!;
    expect(record.target_name).toBe('观众小王 的车主认证');
    const dealer = (await t.call(carOwnerList, {}, as(tok.owner))).data;
    expect(dealer).toMatchObject({ approved: 1, list: [{ state: 'approved', plate: '渝AD88888' }] });
    const [u] = await rows<{ car_owner: boolean }>(t, sql`select car_owner from users where mobile = '13800000002'`);
    expect(u!.car_owner).toBe(true);
  });
});

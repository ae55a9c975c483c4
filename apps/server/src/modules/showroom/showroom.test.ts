import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  auditInfo,
  auditList,
  ErrorCode,
  messageList,
  saleAdvisorDelete,
  saleAdvisorList,
  saleAdvisorSave,
  showCarAction,
  showCarDetail,
  showCarList,
  showCarManageInfo,
  showCarMine,
  showCarSave,
} from '@kc/shared';
import { businesses, userRoles } from '../../db/schema.js';
import { demoTokens, fieldNames, rows } from '../../test/fixtures.js';
import {
  addAdvisor,
  decideCar,
  listedCar,
  newCar,
  pickModel,
  usedFields,
  type CarPick,
} from '../../test/showroom-fixtures.js';
import { testApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let tok: Awaited<ReturnType<typeof demoTokens>>;
let owner: { token: string; payload: { b_id: number } };
let seal: CarPick;
let advisor: number;

beforeAll(async () => {
  t = await testApp();
  tok = await demoTokens(t);
  owner = { token: tok.owner, payload: { b_id: 1 } };
  seal = await pickModel(t, '比亚迪', '海豹');
  advisor = await addAdvisor(t, owner);
});
afterAll(() => t.close());

const auditsOf = async (carId: number) =>
  rows<{ status: number; title: string; changes: Record<string, unknown> }>(
    t,
    sql`select status, title, changes from audits where type = 'show_car' and target_id = ${carId} order by id`,
  );

describe('the demo showroom (db/seed-showroom.ts)', () => {
  it('has ten listed cars of the demo dealer (three used ones inspected), two advisors and one listing in review', async () => {
    const listed = (await t.call(showCarList, { business_id: 1, page_size: 100 })).data;
    expect(listed.count).toBe(10);
    expect(new Set(listed.list.map((c) => c.vehicle_type))).toEqual(new Set(['car', 'motorcycle']));
    const used = listed.list.filter((c) => c.condition === 'used');
    expect(used.length).toBeGreaterThanOrEqual(3);
    for (const c of used) {
      const d = (await t.call(showCarDetail, { id: c.id })).data;
      expect(d.inspection).not.toBeNull();
      expect(d.registered_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(d.advisors.length).toBeGreaterThan(0);
      expect(d.photos[0]).toMatch(/^\/static-.+2\/cars\/car-\d+-1\.svg$/);
    }
    const advisors = (await t.call(saleAdvisorList, {}, owner)).data.list.map((a) => a.name);
    expect(advisors).toEqual(expect.arrayContaining(['张伟', '刘洋']));
    const queue = (await t.call(auditList, { type: 'show_car' }, { token: tok.auditor })).data.list;
    expect(queue).toEqual([expect.objectContaining({ target_name: expect.stringMatching(/^哈弗 哈弗H6/) })]);
    const info = (await t.call(auditInfo, { id: queue[0]!.id }, { token: tok.auditor })).data.show_car;
    expect(info?.car).toMatchObject({ state: 'auditing', price_text: '12.99–13.99万' });
  });
});

describe('drafts and submission', () => {
  it('a draft saves whatever is filled; the catalogue picks give the name; only the business reads it', async () => {
    const r = await t.call(showCarSave, { brand_id: seal.brand_id, series_id: seal.series_id, city: '重庆' }, owner);
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({
      state: 'draft',
      state_label: '草稿',
      name: '比亚迪 海豹',
      brand_name: '比亚迪',
      series_name: '海豹',
      model_id: null,
      price_text: '价格待定',
      actions: ['edit', 'submit', 'delete'],
      pending_change: null,
    });
    const id = r.data.id;
    expect((await t.call(showCarManageInfo, { id }, owner)).data.city).toBe('重庆');
    // the public never sees a draft; a stranger has no business; another business does not find it
    expect((await t.call(showCarDetail, { id })).code).toBe(ErrorCode.NOT_FOUND);
    const stranger = await t.loginBySms('13700000101');
    expect((await t.call(showCarManageInfo, { id }, { token: stranger.token, payload: { b_id: 1 } })).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    const other = await otherBusiness('13700000102');
    expect((await t.call(showCarManageInfo, { id }, other)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(showCarSave, { id, city: '成都' }, other)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(showCarAction, { id, action: 'delete' }, other)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(showCarManageInfo, { id }, owner)).data.city).toBe('重庆');
    // without a session: 30000
    expect((await t.call(showCarSave, {}, { payload: { b_id: 1 } })).code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('refuses picks that do not belong together, bad prices, wrong body types and foreign advisors (10001)', async () => {
    const other = await pickModel(t, '大众', '朗逸');
    const moto = await pickModel(t, '春风', '450SR');
    const save = async (q: Record<string, unknown>) => t.call(showCarSave, q, owner);
    const expectField = async (q: Record<string, unknown>, field: string) => {
      const r = await save(q);
      expect(r.code, JSON.stringify(r)).toBe(ErrorCode.VALIDATION);
      expect(fieldNames(r)).toContain(field);
    };
    await expectField({ brand_id: seal.brand_id, series_id: other.series_id }, 'series_id');
    await expectField({ ...seal, model_id: other.model_id }, 'model_id');
    await expectField({ series_id: seal.series_id }, 'brand_id');
    await expectField({ price_min: 18_000_000, price_max: 17_980_000 }, 'price_max');
    await expectField({ price_min: 17_980_000, price_max: null }, 'price_max');
    await expectField({ price_min: 17_980_050, price_max: 17_980_050 }, 'price_min');
    await expectField({ price_min: 99_900, price_max: 99_900 }, 'price_min');
    await expectField({ price_min: 2_000_000_100, price_max: 2_000_000_100 }, 'price_min');
    await expectField({ ...moto, body: 'sedan' }, 'body');
    await expectField({ photos: Array.from({ length: 31 }, (_, i) => `/uploads/p${i}.png`) }, 'photos');
    await expectField({ photos: ['javascript:alert(1)'] }, 'photos.0');
    await expectField({ condition: 'used', registered_on: '2025-02-30' }, 'registered_on');
    await expectField({ condition: 'used', registered_on: '2099-01-01' }, 'registered_on');
    await expectField({ year: 2100 }, 'year');
    await expectField({ advisor_ids: [advisor, advisor] }, 'advisor_ids');
    await expectField(
      { inspection: { collision: { passed: false, note: '' }, flood: { passed: true }, fire: { passed: true } } },
      'inspection.collision.note',
    );
    const b = await otherBusiness('13700000103');
    const foreign = await addAdvisor(t, b, '外店顾问', '13700000104');
    await expectField({ advisor_ids: [foreign] }, 'advisor_ids');
    // at the boundaries: 0.1万 and 2000万, 30 photos
    expect((await save({ price_min: 100_000, price_max: 2_000_000_000 })).code).toBe(0);
    expect((await save({ photos: Array.from({ length: 30 }, (_, i) => `/uploads/p${i}.png`) })).code).toBe(0);
    expect((await save({ ...moto, body: 'adventure', gearbox: 'manual' })).data.vehicle_type).toBe('motorcycle');
  });

  it('submitting an incomplete listing names every missing field and changes nothing', async () => {
    const draft = (await t.call(showCarSave, { brand_id: seal.brand_id, condition: 'used' }, owner)).data;
    const before = await rows(t, sql`select * from show_cars where id = ${draft.id}`);
    const r = await t.call(
      showCarSave,
      { id: draft.id, brand_id: seal.brand_id, condition: 'used', submit: true },
      owner,
    );
    expect(r.code).toBe(ErrorCode.VALIDATION);
    expect(fieldNames(r)).toEqual(
      expect.arrayContaining([
        'model_id',
        'price_min',
        'photos',
        'energy',
        'body',
        'gearbox',
        'year',
        'colour',
        'city',
        'mileage_km',
        'registered_on',
        'inspection_until',
        'insurance_until',
        'transfers',
        'inspection',
        'advisor_ids',
      ]),
    );
    expect(await rows(t, sql`select * from show_cars where id = ${draft.id}`)).toEqual(before);
    expect(await auditsOf(draft.id)).toEqual([]);
    expect((await t.call(showCarAction, { id: draft.id, action: 'submit' }, owner)).code).toBe(ErrorCode.VALIDATION);
  });

  it('submit → auditing (the queue names the car) → rejected with the reason → submitted again → listed', async () => {
    const r = await t.call(showCarSave, { ...newCar(seal, [advisor], usedFields()), submit: true }, owner);
    expect(r.code, JSON.stringify(r)).toBe(0);
    const id = r.data.id;
    expect(r.data).toMatchObject({ state: 'auditing', actions: [], price_text: '17.98万' });
    const [audit] = await auditsOf(id);
    expect(audit).toMatchObject({ status: 1, title: r.data.name, changes: {} });
    expect(r.data.name).toMatch(/^比亚迪 海豹 2024款/);
    // under review: not public, not editable
    expect((await t.call(showCarDetail, { id })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(showCarSave, { id, ...newCar(seal, [advisor]) }, owner)).code).toBe(ErrorCode.CONFLICT);
    // audit/info: the listing as it would be after passing
    const record = (
      await t.call(auditList, { type: 'show_car', page_size: 100 }, { token: tok.auditor })
    ).data.list.find((a) => a.target_id === id)!;
    expect(record).toMatchObject({ target_name: r.data.name, business_name: '示例车展运营公司' });
    const info = await t.call(auditInfo, { id: record.id }, { token: tok.auditor });
    expect(info.data.show_car).toMatchObject({ before: null, changed: [], car: { id, mileage_km: 42_000 } });
    expect(info.data.show_car!.car.inspection!.fire).toEqual({ passed: false, note: '发动机舱线束有轻微熏黑，已更换' });

    await decideCar(t, tok.auditor, id, false, '照片不清晰');
    const rejected = (await t.call(showCarManageInfo, { id }, owner)).data;
    expect(rejected).toMatchObject({
      state: 'rejected',
      reject_reason: '照片不清晰',
      actions: ['edit', 'submit', 'delete'],
    });
    const notes = (await t.call(messageList, {}, { token: tok.owner })).data.list;
    expect(notes[0]).toMatchObject({ title: '车辆审核未通过', link: '/show-car/carSelfSalelist' });
    expect(notes[0]!.body).toContain('照片不清晰');

    const again = await t.call(
      showCarSave,
      { id, ...newCar(seal, [advisor], { ...usedFields(), photos: ['/uploads/clear.png'] }), submit: true },
      owner,
    );
    expect(again.data).toMatchObject({ state: 'auditing', reject_reason: '' });
    await decideCar(t, tok.auditor, id);
    const listed = (await t.call(showCarManageInfo, { id }, owner)).data;
    expect(listed).toMatchObject({ state: 'listed', state_label: '在售', actions: ['edit', 'off_shelf', 'sold'] });
    expect(listed.listed_time).toBeGreaterThan(0);
    const shown = await t.call(showCarDetail, { id });
    expect(shown.data).toMatchObject({
      id,
      photos: ['/uploads/clear.png'],
      price_text: '17.98万',
      condition: 'used',
      transfers: 1,
      registered_on: '2021-06-18',
      dealer_name: '示例车展运营公司',
      my_booking: null,
    });
    expect(shown.data.advisors.map((a) => a.id)).toEqual([advisor]);
    expect((await t.call(messageList, {}, { token: tok.owner })).data.list[0]).toMatchObject({ title: '车辆审核通过' });
  });

  it('a new car keeps no used-car data', async () => {
    const r = await t.call(showCarSave, { ...newCar(seal, [advisor], { ...usedFields(), condition: 'new' }) }, owner);
    expect(r.data).toMatchObject({ condition: 'new', mileage_km: null, registered_on: null, inspection: null });
  });
});

describe('the price-and-photos rule: an approved listing changes only through review', () => {
  it('a change waits for review while the public sees the approved version; reject keeps it, pass applies it', async () => {
    const id = await listedCar(t, owner, tok.auditor, seal, [advisor]);
    const second = await addAdvisor(t, owner, '李小红', '13700000012');
    const changed = newCar(seal, [second, advisor], {
      price_min: 16_980_000,
      price_max: 18_980_000,
      photos: ['/uploads/new-1.png', '/uploads/car-1.png'],
    });
    const r = await t.call(showCarSave, { id, ...changed }, owner);
    expect(r.code, JSON.stringify(r)).toBe(0);
    expect(r.data.state).toBe('listed');
    expect(r.data.pending_change?.fields.sort()).toEqual(['photos', 'price_max', 'price_min']);
    expect(r.data.actions).toEqual(['off_shelf', 'sold']);
    // the public keeps the approved price and photos; the advisors applied at once
    const shown = (await t.call(showCarDetail, { id })).data;
    expect(shown).toMatchObject({ price_text: '17.98万', photos: ['/uploads/car-1.png', '/uploads/car-2.png'] });
    expect(shown.advisors.map((a) => a.id)).toEqual([second, advisor]);
    expect(
      (await t.call(showCarList, { business_id: 1, keyword: '海豹', page_size: 100 })).data.list.find(
        (c) => c.id === id,
      )?.price_text,
    ).toBe('17.98万');
    // one change at a time
    expect((await t.call(showCarSave, { id, ...changed, colour: '黑' }, owner)).code).toBe(ErrorCode.CONFLICT);
    // the auditor reads the listing after passing, the approved one before, the changed fields
    const record = (
      await t.call(auditList, { type: 'show_car', page_size: 100 }, { token: tok.auditor })
    ).data.list.find((a) => a.target_id === id)!;
    const info = (await t.call(auditInfo, { id: record.id }, { token: tok.auditor })).data;
    expect(info.show_car!.changed.sort()).toEqual(['photos', 'price_max', 'price_min']);
    expect(info.show_car!.car.price_text).toBe('16.98–18.98万');
    expect(info.show_car!.before!.price_text).toBe('17.98万');
    expect(info.changes).toMatchObject({ price_min: 16_980_000, price_max: 18_980_000 });

    await decideCar(t, tok.auditor, id, false, '价格与实际不符');
    const kept = (await t.call(showCarManageInfo, { id }, owner)).data;
    expect(kept).toMatchObject({
      state: 'listed',
      price_text: '17.98万',
      reject_reason: '修改未通过：价格与实际不符',
      pending_change: null,
    });
    expect((await t.call(showCarDetail, { id })).data.price_text).toBe('17.98万');

    expect((await t.call(showCarSave, { id, ...changed }, owner)).code).toBe(0);
    await decideCar(t, tok.auditor, id);
    const applied = (await t.call(showCarDetail, { id })).data;
    expect(applied).toMatchObject({
      price_text: '16.98–18.98万',
      photos: ['/uploads/new-1.png', '/uploads/car-1.png'],
    });
    expect((await t.call(showCarManageInfo, { id }, owner)).data).toMatchObject({
      reject_reason: '',
      pending_change: null,
    });
  });

  it('an edit that only changes the advisors needs no review; an off-shelf listing changes through review too', async () => {
    const id = await listedCar(t, owner, tok.auditor, seal, [advisor]);
    const other = await addAdvisor(t, owner, '赵小刚', '13700000013');
    const r = await t.call(showCarSave, { id, ...newCar(seal, [other]) }, owner);
    expect(r.data.pending_change).toBeNull();
    expect((await auditsOf(id)).filter((a) => a.status === 1)).toEqual([]);
    expect((await t.call(showCarDetail, { id })).data.advisors.map((a) => a.id)).toEqual([other]);
    // an incomplete change of an approved listing is refused, nothing applied
    const bad = await t.call(showCarSave, { id, ...newCar(seal, [other], { photos: [] }) }, owner);
    expect(bad.code).toBe(ErrorCode.VALIDATION);
    expect(fieldNames(bad)).toContain('photos');
    expect((await t.call(showCarAction, { id, action: 'off_shelf' }, owner)).data.car?.state).toBe('off_shelf');
    const c = await t.call(
      showCarSave,
      { id, ...newCar(seal, [other], { price_min: 15_000_000, price_max: 15_000_000 }) },
      owner,
    );
    expect(c.data).toMatchObject({ state: 'off_shelf', price_text: '17.98万' });
    expect(c.data.pending_change?.fields.sort()).toEqual(['price_max', 'price_min']);
  });
});

describe('上架 / 下架, sold and delete', () => {
  it('moves by state, hides from the public off shelf, refuses what the state does not allow', async () => {
    const id = await listedCar(t, owner, tok.auditor, seal, [advisor]);
    const act = (action: 'off_shelf' | 'on_shelf' | 'sold' | 'delete' | 'submit') =>
      t.call(showCarAction, { id, action }, owner);
    expect((await act('on_shelf')).code).toBe(ErrorCode.CONFLICT);
    expect((await act('delete')).code).toBe(ErrorCode.CONFLICT);
    expect((await act('off_shelf')).data.car).toMatchObject({
      state: 'off_shelf',
      actions: ['edit', 'on_shelf', 'sold'],
    });
    expect((await t.call(showCarDetail, { id })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(showCarList, { business_id: 1, page_size: 100 })).data.list.map((c) => c.id)).not.toContain(
      id,
    );
    expect((await act('on_shelf')).data.car?.state).toBe('listed');
    expect((await act('sold')).data.car).toMatchObject({ state: 'sold', actions: [] });
    expect((await t.call(showCarDetail, { id })).data.state_label).toBe('已售');
    expect((await act('on_shelf')).code).toBe(ErrorCode.CONFLICT);
    expect((await t.call(showCarSave, { id, ...newCar(seal, [advisor]) }, owner)).code).toBe(ErrorCode.CONFLICT);

    const draft = (await t.call(showCarSave, { city: '重庆' }, owner)).data.id;
    expect((await t.call(showCarAction, { id: draft, action: 'delete' }, owner)).data.car).toBeNull();
    expect((await t.call(showCarManageInfo, { id: draft }, owner)).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('40 parallel 下架 / 上架 leave a state every answer agrees with', async () => {
    const id = await listedCar(t, owner, tok.auditor, seal, [advisor]);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.call(showCarAction, { id, action: i % 2 === 0 ? 'off_shelf' : 'on_shelf' }, owner),
      ),
    );
    expect(answers.every((a) => a.code === 0 || a.code === ErrorCode.CONFLICT)).toBe(true);
    const done = (action: string) =>
      answers.filter((a, i) => a.code === 0 && (i % 2 === 0 ? 'off_shelf' : 'on_shelf') === action).length;
    const offs = done('off_shelf');
    const ons = done('on_shelf');
    // the moves alternate: listed → off → listed …
    expect(offs - ons === 0 || offs - ons === 1).toBe(true);
    const state = (await t.call(showCarManageInfo, { id }, owner)).data.state;
    expect(state).toBe(offs === ons ? 'listed' : 'off_shelf');
    const [trail] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from audit_trail where entity = 'show_car' and entity_id = ${id} and action in ('off_shelf', 'on_shelf')`,
    );
    expect(trail!.n).toBe(offs + ons);
  });
});

describe('the business list', () => {
  it('lists its own listings by state with the count of each state; others see none of them', async () => {
    const b = await otherBusiness('13700000105');
    const adv = await addAdvisor(t, b, '孙小美', '13700000106');
    const listed = await listedCar(t, b, tok.auditor, seal, [adv]);
    const draft = (await t.call(showCarSave, { brand_id: seal.brand_id }, b)).data.id;
    const all = (await t.call(showCarMine, {}, b)).data;
    expect(all.list.map((c) => c.id)).toEqual([draft, listed]);
    expect(all.counts).toEqual({ draft: 1, listed: 1 });
    expect(all.list[1]).toMatchObject({ state: 'listed', has_pending_change: false, pending_bookings: 0 });
    expect((await t.call(showCarMine, { state: 'draft' }, b)).data.list.map((c) => c.id)).toEqual([draft]);
    expect((await t.call(showCarMine, {}, owner)).data.list.map((c) => c.id)).not.toContain(draft);
  });
});

describe('advisors', () => {
  it('are checked, listed with their car count, changed at once and removed from listings', async () => {
    const b = await otherBusiness('13700000107');
    const bad = await t.call(saleAdvisorSave, { name: '', mobile: '123', wechat: '1abc' }, b);
    expect(fieldNames(bad).sort()).toEqual(['mobile', 'name', 'wechat']);
    const id = await addAdvisor(t, b, '周小杰', '+86 137-0000-0108');
    const car = await listedCar(t, b, tok.auditor, seal, [id]);
    expect((await t.call(saleAdvisorList, {}, b)).data.list).toEqual([
      expect.objectContaining({ id, name: '周小杰', mobile: '13700000108', wechat: 'wang_xm2024', car_count: 1 }),
    ]);
    expect(
      (await t.call(saleAdvisorSave, { id, name: '周杰', mobile: '13700000108', title: '销售经理' }, b)).code,
    ).toBe(0);
    expect((await t.call(showCarDetail, { id: car })).data.advisors[0]).toMatchObject({
      name: '周杰',
      title: '销售经理',
    });
    // another business cannot touch it
    expect((await t.call(saleAdvisorDelete, { id }, owner)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(saleAdvisorSave, { id, name: '改名', mobile: '13700000108' }, owner)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await t.call(saleAdvisorDelete, { id }, b)).code).toBe(0);
    expect((await t.call(showCarDetail, { id: car })).data.advisors).toEqual([]);
    expect((await t.call(saleAdvisorList, {}, b)).data.list).toEqual([]);
  });
});

/** A new business owned by a new account: its session acting for it. */
async function otherBusiness(mobile: string) {
  const s = await t.loginBySms(mobile);
  const [b] = await t.database.db
    .insert(businesses)
    .values({ name: `商家${mobile.slice(-4)}` })
    .returning();
  await t.database.db.insert(userRoles).values({ userId: s.uid, role: 'owner', businessId: b!.id });
  return { token: s.token, payload: { b_id: b!.id } };
}

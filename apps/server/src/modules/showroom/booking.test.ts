import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  carBookingCancel,
  carBookingCreate,
  carBookingHandle,
  carBookingList,
  ErrorCode,
  showCarAction,
  showCarDetail,
  showCarManageInfo,
  showCarSave,
} from '@kc/shared';
import { businesses, userRoles } from '../../db/schema.js';
import { demoTokens, fieldNames, rows } from '../../test/fixtures.js';
import { addAdvisor, listedCar, pickModel, usedFields, type CarPick } from '../../test/showroom-fixtures.js';
import { testApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let tok: Awaited<ReturnType<typeof demoTokens>>;
let owner: { token: string; payload: { b_id: number } };
let pick: CarPick;
let advisor: number;

/** 2030-06-10 10:30 in Asia/Shanghai: slot 1 (09:00) of that day has begun, slot 2 (11:00) has not */
const NOW = new Date('2030-06-10T10:30:00+08:00');

beforeAll(async () => {
  t = await testApp();
  tok = await demoTokens(t);
  owner = { token: tok.owner, payload: { b_id: 1 } };
  pick = await pickModel(t, '大众', '朗逸');
  advisor = await addAdvisor(t, owner);
});
afterAll(() => t.close());
afterEach(() => {
  t.services.clock.now = () => new Date();
});
const frozen = () => (t.services.clock.now = () => NOW);
const usedCar = () =>
  listedCar(t, owner, tok.auditor, pick, [advisor], { ...usedFields(), price_min: 8_880_000, price_max: 8_880_000 });
const book = (token: string, q: Record<string, unknown>) =>
  t.call(carBookingCreate, { date: '2030-06-11', slot: 1, mobile: '13700000401', ...q }, { token });

describe('预约看车', () => {
  it('books a future slot with a mobile (spec 5 validator); the person sees it on the car, nobody else does', async () => {
    const car = await usedCar();
    frozen();
    const visitor = await t.loginBySms('13700000402');
    const r = await book(visitor.token, { car_id: car, date: '2030-06-10', slot: 2, mobile: '+86 137-0000-0403' });
    expect(r.code, JSON.stringify(r)).toBe(0);
    expect(r.data).toMatchObject({
      car_id: car,
      date: '2030-06-10',
      slot: 2,
      slot_label: '11:00-13:00',
      visit_time: Math.floor(new Date('2030-06-10T11:00:00+08:00').getTime() / 1000),
      mobile: '13700000403',
      state: 'pending',
      state_label: '待看车',
    });
    expect((await t.call(showCarDetail, { id: car }, { token: visitor.token })).data.my_booking?.id).toBe(r.data.id);
    expect((await t.call(showCarDetail, { id: car })).data.my_booking).toBeNull();
    expect((await t.call(showCarDetail, { id: car }, { token: tok.visitor })).data.my_booking).toBeNull();
    // the dealer sees it, with the pending count on the listing
    const seen = (await t.call(carBookingList, { car_id: car }, owner)).data;
    expect(seen.list).toEqual([expect.objectContaining({ id: r.data.id, mobile: '13700000403', state: 'pending' })]);
    expect((await t.call(showCarManageInfo, { id: car }, owner)).data.pending_bookings).toBe(1);
    // without a session: 30000
    expect(
      (await t.call(carBookingCreate, { car_id: car, date: '2030-06-11', slot: 1, mobile: '13700000401' })).code,
    ).toBe(ErrorCode.SESSION_INVALID);
  });

  it('refuses a time that has begun or is past 30 days, bad dates, slots and mobiles, and cars not on sale', async () => {
    const car = await usedCar();
    frozen();
    const v = await t.loginBySms('13700000404');
    const field = async (q: Record<string, unknown>, name: string) => {
      const r = await book(v.token, { car_id: car, ...q });
      expect(r.code, JSON.stringify(r)).toBe(ErrorCode.VALIDATION);
      expect(fieldNames(r)).toEqual([name]);
    };
    await field({ date: '2030-06-10', slot: 1 }, 'slot');
    await field({ date: '2030-06-09', slot: 4 }, 'slot');
    await field({ date: '2030-07-11', slot: 1 }, 'date');
    await field({ date: '2030-02-30' }, 'date');
    await field({ date: '20300611' }, 'date');
    await field({ slot: 0 }, 'slot');
    await field({ slot: 5 }, 'slot');
    await field({ mobile: '1370000040' }, 'mobile');
    await field({ mobile: '23700000401' }, 'mobile');
    expect(await rows(t, sql`select id from show_car_bookings where car_id = ${car}`)).toEqual([]);
    // the last day allowed
    expect((await book(v.token, { car_id: car, date: '2030-07-10', slot: 4 })).code).toBe(0);
    // not on sale: a draft, an off-shelf car, no such car
    const draft = (await t.call(showCarSave, { city: '重庆' }, owner)).data.id;
    expect((await book(v.token, { car_id: draft })).code).toBe(ErrorCode.NOT_FOUND);
    const off = await usedCar();
    frozen();
    await t.call(showCarAction, { id: off, action: 'off_shelf' }, owner);
    expect((await book(v.token, { car_id: off })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await book(v.token, { car_id: 2147483647 })).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('50 parallel bookings of one person on one car leave exactly one pending', async () => {
    const car = await usedCar();
    frozen();
    const v = await t.loginBySms('13700000405');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => book(v.token, { car_id: car, slot: 1 + (i % 4) })),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === ErrorCode.CONFLICT)).toHaveLength(49);
    expect(answers.find((a) => a.code === ErrorCode.CONFLICT)!.message).toContain('你已预约过这辆车');
    const [n] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from show_car_bookings where car_id = ${car} and user_id = ${v.uid}`,
    );
    expect(n!.n).toBe(1);
  });

  it('the person cancels their own and may book again; the dealer marks done or cancels; others are refused', async () => {
    const car = await usedCar();
    frozen();
    const v = await t.loginBySms('13700000406');
    const id = (await book(v.token, { car_id: car })).data.id;
    const someone = await t.loginBySms('13700000407');
    expect((await t.call(carBookingCancel, { id }, { token: someone.token })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(carBookingCancel, { id }, { token: v.token })).data.state).toBe('cancelled');
    expect((await t.call(carBookingCancel, { id }, { token: v.token })).code).toBe(ErrorCode.CONFLICT);
    const again = (await book(v.token, { car_id: car, slot: 3 })).data.id;
    // another business neither sees nor handles it
    const s = await t.loginBySms('13700000408');
    const [b] = await t.database.db.insert(businesses).values({ name: '别家车行' }).returning();
    await t.database.db.insert(userRoles).values({ userId: s.uid, role: 'owner', businessId: b!.id });
    const other = { token: s.token, payload: { b_id: b!.id } };
    expect((await t.call(carBookingList, {}, other)).data.list).toEqual([]);
    expect((await t.call(carBookingHandle, { id: again, action: 'done' }, other)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(carBookingList, { car_id: car }, { token: v.token, payload: { b_id: 1 } })).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect((await t.call(carBookingHandle, { id: again, action: 'done' }, owner)).data.state).toBe('done');
    expect((await t.call(carBookingHandle, { id: again, action: 'cancel' }, owner)).code).toBe(ErrorCode.CONFLICT);
    expect((await t.call(carBookingList, { car_id: car, state: 'all' }, owner)).data.list.map((x) => x.state)).toEqual([
      'done',
      'cancelled',
    ]);
  });

  it('selling the car cancels its pending bookings', async () => {
    const car = await usedCar();
    frozen();
    const v = await t.loginBySms('13700000409');
    const id = (await book(v.token, { car_id: car })).data.id;
    expect((await t.call(showCarAction, { id: car, action: 'sold' }, owner)).code).toBe(0);
    expect((await t.call(carBookingList, { car_id: car, state: 'all' }, owner)).data.list).toEqual([
      expect.objectContaining({ id, state: 'cancelled' }),
    ]);
  });
});

import { sql } from 'drizzle-orm';
import { auditDecide, auditList, carBookingCreate, saleAdvisorSave, showCarSave } from '@kc/shared';
import { rows } from './fixtures.js';
import type { TestApp } from './test-app.js';

/** Showroom fixtures (docs/showroom.md), shared by the showroom tests and the access matrix. */

export interface CarPick {
  brand_id: number;
  series_id: number;
  model_id: number;
}
type As = { token: string; payload: { b_id: number } };

/** A model of the bundled catalogue by brand and series name (its first model), e.g. 比亚迪 / 海豹. */
export async function pickModel(t: TestApp, brand: string, series: string, offset = 0): Promise<CarPick> {
  const [found] = await rows<CarPick>(
    t,
    sql`select b.id as brand_id, s.id as series_id, m.id as model_id
        from car_models m join car_series s on s.id = m.series_id join car_brands b on b.id = s.brand_id
        where b.name = ${brand} and s.name = ${series} order by m.id limit 1 offset ${offset}`,
  );
  if (!found) throw new Error(`no model of ${brand} ${series} in the catalogue`);
  return found;
}

/** A complete new car listing's fields (比亚迪 海豹 unless `pick`), 17.98万, with the given advisors. */
export const newCar = (pick: CarPick, advisorIds: number[], fields: Record<string, unknown> = {}) => ({
  ...pick,
  photos: ['/uploads/car-1.png', '/uploads/car-2.png'],
  price_min: 17_980_000,
  price_max: 17_980_000,
  energy: 'electric',
  body: 'sedan',
  gearbox: 'single',
  year: 2024,
  condition: 'new',
  colour: '极地白',
  city: '重庆',
  description: '到店可试驾',
  advisor_ids: advisorIds,
  ...fields,
});

/** The used-car fields of a complete used car (a 2021 car, 42000 km, registered 2021-06-18, one transfer, a scraped bumper). */
export const usedFields = () => ({
  condition: 'used',
  year: 2021,
  mileage_km: 42_000,
  registered_on: '2021-06-18',
  inspection_until: '2027-06-30',
  insurance_until: '2026-12-31',
  transfers: 1,
  inspection: {
    collision: { passed: true, note: '' },
    flood: { passed: true, note: '' },
    fire: { passed: false, note: '发动机舱线束有轻微熏黑，已更换' },
  },
});

/** A new advisor of the business acted for: its id. */
export async function addAdvisor(t: TestApp, as: As, name = '王小明', mobile = '13700000011'): Promise<number> {
  const r = await t.call(saleAdvisorSave, { name, mobile, wechat: 'wang_xm2024', title: '销售顾问' }, as);
  if (r.code !== 0) throw new Error(`saleAdvisorSave: ${r.message} ${JSON.stringify(r.data)}`);
  return r.data.id;
}

/** The auditor decides the pending show_car audit of a listing. */
export async function decideCar(t: TestApp, auditor: string, carId: number, pass = true, remark = '') {
  const record = (await t.call(auditList, { type: 'show_car', page_size: 100 }, { token: auditor })).data.list.find(
    (a) => a.target_id === carId,
  );
  if (!record) throw new Error(`no pending review of listing ${carId}`);
  const r = await t.call(auditDecide, { id: record.id, pass, remark }, { token: auditor });
  if (r.code !== 0) throw new Error(`auditDecide: ${r.message}`);
  return record.id;
}

/** A listing saved, submitted and approved (listed): its id. */
export async function listedCar(
  t: TestApp,
  as: As,
  auditor: string,
  pick: CarPick,
  advisorIds: number[],
  fields: Record<string, unknown> = {},
): Promise<number> {
  const saved = await t.call(showCarSave, { ...newCar(pick, advisorIds, fields), submit: true }, as);
  if (saved.code !== 0) throw new Error(`showCarSave: ${saved.message} ${JSON.stringify(saved.data)}`);
  await decideCar(t, auditor, saved.data.id);
  return saved.data.id;
}

/** The next day in Asia/Shanghai as YYYY-MM-DD (`days` ahead). */
export const shanghaiDate = (days: number): string =>
  new Date(Date.now() + 8 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);

/** The showroom's resources of the access matrix (contract-suite/world.ts). */
export interface ShowroomWorld {
  /** business A's advisors: one serving the cars, one to delete; business B's advisor */
  advisor: number;
  doomedAdvisor: number;
  bAdvisor: number;
  /** business A's listed cars (the holder's pending booking is on car2), a draft, a draft to delete */
  car: number;
  car2: number;
  draft: number;
  doomedDraft: number;
  /** the holder's pending booking (to cancel), a third party's on `car` (for the dealer to handle) */
  holderBooking: number;
  booking: number;
}

/**
 * Made through the API: `owner` and `b` act for businesses A and B, `holder` books, a third party (`bookerMobile`)
 * books too; the bookings' mobiles are nobody's secret.
 */
export async function showroomWorld(
  t: TestApp,
  s: { owner: As; b: As; holder: string; auditor: string; bookerMobile: string },
): Promise<ShowroomWorld> {
  const ok = <T extends { code: number; message: string; data: unknown }>(r: T, what: string): T => {
    if (r.code !== 0) throw new Error(`world: ${what}: ${r.code} ${r.message} ${JSON.stringify(r.data)}`);
    return r;
  };
  const advisor = await addAdvisor(t, s.owner, '王小明', '13700000011');
  const doomedAdvisor = await addAdvisor(t, s.owner, '李小红', '13700000012');
  const bAdvisor = await addAdvisor(t, s.b, '赵小刚', '13700000013');
  const pick = await pickModel(t, '比亚迪', '海豹');
  const car = await listedCar(t, s.owner, s.auditor, pick, [advisor]);
  const car2 = await listedCar(t, s.owner, s.auditor, pick, [advisor], usedFields());
  const draft = ok(await t.call(showCarSave, { brand_id: pick.brand_id, city: '重庆' }, s.owner), 'car draft').data.id;
  const doomedDraft = ok(await t.call(showCarSave, { city: '成都' }, s.owner), 'doomed car draft').data.id;
  const book = async (token: string, carId: number, mobile: string) =>
    ok(await t.call(carBookingCreate, { car_id: carId, date: shanghaiDate(2), slot: 2, mobile }, { token }), 'booking')
      .data.id;
  const holderBooking = await book(s.holder, car2, '13700000000');
  const booker = await t.loginBySms(s.bookerMobile);
  const booking = await book(booker.token, car, s.bookerMobile);
  return { advisor, doomedAdvisor, bAdvisor, car, car2, draft, doomedDraft, holderBooking, booking };
}

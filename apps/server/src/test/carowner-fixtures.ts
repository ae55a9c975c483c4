import { sql } from 'drizzle-orm';
import { carOwnerApply, withVinCheckDigit } from '@kc/shared';
import { rows } from './fixtures.js';
import type { TestApp } from './test-app.js';

/** Car-owner certification fixtures (docs/identity.md), shared by carowner.test.ts and the access matrix. */

export interface CatalogPick {
  brand_id: number;
  series_id: number;
  model_id: number;
}

/** A car model of the catalogue with its series and brand (the bundled catalogue's first, or one made for the test). */
export async function catalogModel(t: TestApp, offset = 0): Promise<CatalogPick> {
  const pick = () =>
    rows<CatalogPick>(
      t,
      sql`select b.id as brand_id, s.id as series_id, m.id as model_id
          from car_models m join car_series s on s.id = m.series_id join car_brands b on b.id = s.brand_id
          where b.vehicle_type = 'car' order by m.id limit 1 offset ${offset}`,
    );
  const [found] = await pick();
  if (found) return found;
  // an empty catalogue (a database without the bundled rows): one brand, series and model per offset
  const [b] = await rows<{ id: number }>(
    t,
    sql`insert into car_brands (vehicle_type, name, initial) values ('car', ${`测试品牌${offset}`}, 'C') returning id`,
  );
  const [s] = await rows<{ id: number }>(
    t,
    sql`insert into car_series (brand_id, name) values (${b!.id}, '测试车系') returning id`,
  );
  const [m] = await rows<{ id: number }>(
    t,
    sql`insert into car_models (series_id, name, year) values (${s!.id}, '2024款 测试车型', 2024) returning id`,
  );
  return { brand_id: b!.id, series_id: s!.id, model_id: m!.id };
}

/** The n-th test VIN: 17 characters of a Chinese-made car with its check digit at position 9. */
export const testVin = (n: number): string => withVinCheckDigit(`LSVAU2180N${String(n).padStart(7, '0')}`);

/** A complete application for a model of the catalogue. */
export const carOwnerInput = (model: CatalogPick, vin: string, plate = '渝A12345') => ({
  ...model,
  vin,
  plate,
  licence_image: '/uploads/driving-licence.png',
});

/** Applies and fails the test when refused: the certification's id. */
export async function appliedCarOwner(t: TestApp, token: string, input: ReturnType<typeof carOwnerInput>) {
  const r = await t.call(carOwnerApply, input, { token });
  if (r.code !== 0) throw new Error(`carOwnerApply: ${r.code} ${r.message} ${JSON.stringify(r.data)}`);
  return r.data.id;
}

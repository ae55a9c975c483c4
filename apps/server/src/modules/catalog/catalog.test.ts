import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { brandLists, carLists, ErrorCode, seriesLists } from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';
import { fieldNames, rows } from '../../test/fixtures.js';
import { CAR_BRANDS, MOTORCYCLE_BRANDS } from '../../db/catalog-data.js';
import { ensureCatalog } from '../../db/ensure-catalog.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({}, { seed: false });
});
afterAll(() => t.close());

const ok = <T extends { code: number; message: string }>(r: T): T => {
  if (r.code !== 0) throw new Error(`${r.code} ${r.message}`);
  return r;
};
const brandNamed = async (name: string, vehicle_type: 'car' | 'motorcycle' = 'car') => {
  const { data } = ok(await t.call(brandLists, { vehicle_type }));
  const b = data.list.find((x) => x.name === name);
  if (!b) throw new Error(`no brand ${name}`);
  return b;
};

describe('brand/lists', () => {
  it('answers every car brand of the bundled catalogue, by initial, without a session and without demo data', async () => {
    const r = ok(await t.call(brandLists, {}));
    expect(r.data.list).toHaveLength(CAR_BRANDS.length);
    expect(r.data.list.every((b) => b.vehicle_type === 'car')).toBe(true);
    const initials = r.data.list.map((b) => b.initial);
    expect(initials).toEqual([...initials].sort());
    expect(r.data.list.find((b) => b.name === '宝马')).toMatchObject({ initial: 'B', is_hot: true, logo: '' });
    expect(r.data.list.find((b) => b.name === '标致')).toMatchObject({ initial: 'B', is_hot: false });
  });

  it('is_hot=1 answers only the hot brands, in their hot order', async () => {
    const r = ok(await t.call(brandLists, { vehicle_type: 'car', is_hot: '1' }));
    expect(r.data.list.map((b) => b.name)).toEqual(CAR_BRANDS.filter((b) => b.hot).map((b) => b.name));
    expect(r.data.list.every((b) => b.is_hot)).toBe(true);
    expect(r.data.list[0]!.name).toBe('比亚迪');
  });

  it('vehicle_type=motorcycle answers the motorcycle brands only', async () => {
    const all = ok(await t.call(brandLists, { vehicle_type: 'motorcycle' }));
    expect(all.data.list).toHaveLength(MOTORCYCLE_BRANDS.length);
    expect(all.data.list.every((b) => b.vehicle_type === 'motorcycle')).toBe(true);
    expect(all.data.list.map((b) => b.name)).toContain('春风');
    expect(all.data.list.map((b) => b.name)).not.toContain('比亚迪');
    const hot = ok(await t.call(brandLists, { vehicle_type: 'motorcycle', is_hot: 1 }));
    expect(hot.data.list.map((b) => b.name)).toEqual(MOTORCYCLE_BRANDS.filter((b) => b.hot).map((b) => b.name));
  });

  it.each([
    [{ vehicle_type: 'truck' }, 'vehicle_type', '车辆类型无效'],
    [{ vehicle_type: '' }, 'vehicle_type', '车辆类型无效'],
    [{ is_hot: 2 }, 'is_hot', '热门标记无效'],
    [{ is_hot: -1 }, 'is_hot', '热门标记无效'],
    [{ is_hot: 'yes' }, 'is_hot', '热门标记无效'],
    [{ is_hot: 0.5 }, 'is_hot', '热门标记无效'],
    [{ brand: 1 }, 'brand', undefined],
  ])('refuses %j with 10001 naming the field', async (query, field, message) => {
    const r = await t.call(brandLists, query);
    expect(r.code).toBe(ErrorCode.VALIDATION);
    expect(fieldNames(r)).toContain(field);
    if (message) expect(r.message).toBe(message);
  });
});

describe('series/lists', () => {
  it("answers a brand's series in the brand's order, with the maker", async () => {
    const bmw = await brandNamed('宝马');
    const r = ok(await t.call(seriesLists, { brand_id: bmw.id }));
    expect(r.data.list.map((s) => s.name)).toEqual(CAR_BRANDS.find((b) => b.name === '宝马')!.series!.map((s) => s[0]));
    expect(r.data.list[0]).toMatchObject({ brand_id: bmw.id, name: '3系', maker: '华晨宝马', vehicle_type: 'car' });
  });

  it('answers the series of a motorcycle brand as motorcycle', async () => {
    const cf = await brandNamed('春风', 'motorcycle');
    const r = ok(await t.call(seriesLists, { brand_id: String(cf.id) }));
    expect(r.data.list.map((s) => s.name)).toContain('450SR');
    expect(r.data.list.every((s) => s.vehicle_type === 'motorcycle')).toBe(true);
  });

  it('answers an empty list for a brand with no series yet', async () => {
    const yadi = await brandNamed('雅迪', 'motorcycle');
    expect(ok(await t.call(seriesLists, { brand_id: yadi.id })).data.list).toEqual([]);
  });

  it('refuses an unknown brand with 10004 品牌不存在', async () => {
    const [max] = await rows<{ id: number }>(t, sql`select coalesce(max(id), 0) + 1 as id from car_brands`);
    const r = await t.call(seriesLists, { brand_id: max!.id });
    expect(r).toMatchObject({ code: ErrorCode.NOT_FOUND, message: '品牌不存在' });
  });

  it.each([
    [{}],
    [{ brand_id: 0 }],
    [{ brand_id: -3 }],
    [{ brand_id: 1.5 }],
    [{ brand_id: 'abc' }],
    [{ brand_id: 2 ** 31 }],
  ])('refuses %j with 10001 品牌无效', async (query) => {
    const r = await t.call(seriesLists, query);
    expect(r.code).toBe(ErrorCode.VALIDATION);
    expect(fieldNames(r)).toEqual(['brand_id']);
    expect(r.message).toBe('品牌无效');
  });
});

describe('car/lists', () => {
  it("answers a series' models newest year first, with the guide price in fen", async () => {
    const bmw = await brandNamed('宝马');
    const x3 = ok(await t.call(seriesLists, { brand_id: bmw.id })).data.list.find((s) => s.name === 'X3')!;
    const r = ok(await t.call(carLists, { series_id: x3.id }));
    expect(r.data.list.map((m) => [m.name, m.year, m.guide_price])).toEqual([
      ['2025款 xDrive25L 尊享型 M运动套装', 2025, 43_990_000],
      ['2024款 xDrive30i 领先型 M曜夜套装', 2024, 49_990_000],
    ]);
    expect(r.data.list.every((m) => m.series_id === x3.id)).toBe(true);
  });

  it('refuses an unknown series with 10004 车系不存在', async () => {
    const [max] = await rows<{ id: number }>(t, sql`select coalesce(max(id), 0) + 1 as id from car_series`);
    const r = await t.call(carLists, { series_id: max!.id });
    expect(r).toMatchObject({ code: ErrorCode.NOT_FOUND, message: '车系不存在' });
  });

  it.each([[{}], [{ series_id: 0 }], [{ series_id: 'x' }], [{ series_id: 1, brand_id: 1 }]])(
    'refuses %j with 10001',
    async (query) => {
      const r = await t.call(carLists, query);
      expect(r.code).toBe(ErrorCode.VALIDATION);
      expect(fieldNames(r).length).toBeGreaterThan(0);
    },
  );
});

describe('ensureCatalog', () => {
  const counts = async () =>
    (
      await rows<{ b: number; s: number; m: number }>(
        t,
        sql`select (select count(*) from car_brands)::int as b, (select count(*) from car_series)::int as s,
                   (select count(*) from car_models)::int as m`,
      )
    )[0]!;

  it('is idempotent, also when several starts run it at once, and restores a changed or missing row', async () => {
    const before = await counts();
    await Promise.all([ensureCatalog(t.database.db), ensureCatalog(t.database.db)]);
    expect(await counts()).toEqual(before);
    // a later release corrects data: the stored digest no longer matches, so the rows are upserted by name
    await t.database.db.execute(sql`update car_brands set is_hot = false where name = '宝马'`);
    await t.database.db.execute(sql`delete from car_models where name = '2024款 eDrive 35L'`);
    await t.database.db.execute(sql`update app_settings set value = 'old' where key = 'catalog_digest'`);
    await Promise.all([ensureCatalog(t.database.db), ensureCatalog(t.database.db)]);
    expect(await counts()).toEqual(before);
    expect((await brandNamed('宝马')).is_hot).toBe(true);
    const [m] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from car_models where name = '2024款 eDrive 35L'`,
    );
    expect(m!.n).toBe(1);
  });
});

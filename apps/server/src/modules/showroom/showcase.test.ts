import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, saleAdvisorShow, showCarAction, showCarList } from '@kc/shared';
import { businesses, userRoles } from '../../db/schema.js';
import { demoTokens } from '../../test/fixtures.js';
import { addAdvisor, listedCar, pickModel, usedFields } from '../../test/showroom-fixtures.js';
import { testApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let biz: number;
let adv: number;
let ownerAs: { token: string; payload: { b_id: number } };
const ids: Record<string, number> = {};

/**
 * The public list (docs/showroom.md): six listed cars of one dealer, filtered by every filter, searched, sorted and
 * paged; each query is narrowed to that dealer (business_id) so the demo showroom does not count.
 */
beforeAll(async () => {
  t = await testApp();
  const tok = await demoTokens(t);
  const s = await t.loginBySms('13700000301');
  const [b] = await t.database.db.insert(businesses).values({ name: '筛选车行' }).returning();
  biz = b!.id;
  await t.database.db.insert(userRoles).values({ userId: s.uid, role: 'owner', businessId: biz });
  const as = { token: s.token, payload: { b_id: biz } };
  ownerAs = as;
  adv = await addAdvisor(t, as, '钱小多', '13700000302');
  const other = await addAdvisor(t, as, '吴小军', '13700000303');
  const car = async (key: string, brand: string, series: string, fields: Record<string, unknown>, advisors = [adv]) => {
    ids[key] = await listedCar(t, as, tok.auditor, await pickModel(t, brand, series), advisors, fields);
  };
  const price = (min: number, max = min) => ({ price_min: min * 10_000, price_max: max * 10_000 });
  await car('qin', '比亚迪', '秦PLUS', {
    ...price(798, 1258),
    energy: 'phev',
    gearbox: 'dct',
    city: '重庆',
    colour: '雪域白',
  });
  await car('lavida', '大众', '朗逸', {
    ...price(1129),
    ...usedFields(),
    energy: 'gasoline',
    gearbox: 'automatic',
    city: '成都',
  });
  await car('x3', '宝马', 'X3', { ...price(4399), energy: 'gasoline', body: 'suv', gearbox: 'automatic', year: 2025 }, [
    other,
  ]);
  await car('my', '特斯拉', 'Model Y', { ...price(2499), body: 'suv', city: '上海', colour: '烈焰红' }, [other]);
  await car('moto', '春风', '450SR', { ...price(338), energy: 'gasoline', body: 'sport_bike', gearbox: 'manual' });
  await car('p911', '保时捷', '911', {
    ...price(13580),
    ...usedFields(),
    energy: 'gasoline',
    body: 'sports',
    gearbox: 'dct',
  });
});
afterAll(() => t.close());

const list = async (q: Record<string, unknown> = {}) => {
  const r = await t.call(showCarList, { business_id: biz, page_size: 100, ...q });
  expect(r.code, JSON.stringify(r)).toBe(0);
  return r.data.list.map((c) => Object.keys(ids).find((k) => ids[k] === c.id));
};

describe('the public list', () => {
  it('filters by brand, series, price band (ranges meet the band), energy, body, gearbox, new/used and type', async () => {
    const brand = await pickModel(t, '比亚迪', '秦PLUS');
    const x3 = await pickModel(t, '宝马', 'X3');
    expect(await list({ brand_id: brand.brand_id })).toEqual(['qin']);
    expect(await list({ series_id: x3.series_id })).toEqual(['x3']);
    expect((await list({ price: '0-10' })).sort()).toEqual(['moto', 'qin']);
    expect((await list({ price: '10-20' })).sort()).toEqual(['lavida', 'qin']);
    expect(await list({ price: '20-30' })).toEqual(['my']);
    expect(await list({ price: '30-50' })).toEqual(['x3']);
    expect(await list({ price: '50-' })).toEqual(['p911']);
    expect(await list({ energy: 'electric' })).toEqual(['my']);
    expect((await list({ body: 'suv' })).sort()).toEqual(['my', 'x3']);
    expect(await list({ gearbox: 'manual' })).toEqual(['moto']);
    expect((await list({ condition: 'used' })).sort()).toEqual(['lavida', 'p911']);
    expect(await list({ vehicle_type: 'motorcycle' })).toEqual(['moto']);
    expect((await list({ body: 'suv', price: '20-30', energy: 'electric' })).sort()).toEqual(['my']);
    expect(await list({ brand_id: brand.brand_id, condition: 'used' })).toEqual([]);
    expect((await t.call(showCarList, { price: '5-15' })).code).toBe(ErrorCode.VALIDATION);
  });

  it('searches the name, city and colour (case-insensitive, wildcards taken literally)', async () => {
    expect(await list({ keyword: '成都' })).toEqual(['lavida']);
    expect(await list({ keyword: 'model y' })).toEqual(['my']);
    expect(await list({ keyword: '红' })).toEqual(['my']);
    expect(await list({ keyword: '%' })).toEqual([]);
    expect(await list({ keyword: '_' })).toEqual([]);
    expect((await list({ keyword: '   ' })).length).toBe(6);
  });

  it('sorts newest first, by lowest or highest price, and pages without overlap', async () => {
    expect(await list()).toEqual(['p911', 'moto', 'my', 'x3', 'lavida', 'qin']);
    expect(await list({ sort: 'price_asc' })).toEqual(['moto', 'qin', 'lavida', 'my', 'x3', 'p911']);
    expect(await list({ sort: 'price_desc' })).toEqual(['p911', 'x3', 'my', 'qin', 'lavida', 'moto']);
    const p1 = await t.call(showCarList, { business_id: biz, page: 1, page_size: 4 });
    const p2 = await t.call(showCarList, { business_id: biz, page: 2, page_size: 4 });
    expect(p1.data).toMatchObject({ count: 6, page_size: 4 });
    expect(p1.data.list).toHaveLength(4);
    expect(p2.data.list).toHaveLength(2);
    expect(new Set([...p1.data.list, ...p2.data.list].map((c) => c.id)).size).toBe(6);
    expect(p1.data.list[0]).toMatchObject({ dealer_name: '筛选车行', state: 'listed', price_text: '135.8万' });
  });

  it("an advisor's page lists the listed cars they serve", async () => {
    const r = await t.call(saleAdvisorShow, { id: adv });
    expect(r.data).toMatchObject({
      advisor: { name: '钱小多', mobile: '13700000302' },
      dealer_name: '筛选车行',
      count: 4,
    });
    expect(r.data.list.map((c) => c.id)).toEqual([ids.p911, ids.moto, ids.lavida, ids.qin]);
    expect((await t.call(saleAdvisorShow, { id: 2147483647 })).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('a car off shelf leaves every public list', async () => {
    expect((await t.call(showCarAction, { id: ids.moto!, action: 'off_shelf' }, ownerAs)).code).toBe(0);
    expect(await list({ price: '0-10' })).toEqual(['qin']);
    expect((await t.call(saleAdvisorShow, { id: adv })).data.count).toBe(3);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, locateByIp, regeo } from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';

describe('location: IP positioning and reverse geocoding (local provider)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ ipLocationCity: '上海市' }, { seed: false });
  });
  afterAll(() => t.close());

  it('answers the configured city with bounds around its centre', async () => {
    const r = await t.call(locateByIp, {});
    expect(r.data.city).toMatchObject({ name: '上海市', province: '上海市', adcode: '310000' });
    const { southwest, northeast } = r.data.bounds;
    expect((southwest.lat + northeast.lat) / 2).toBeCloseTo(31.2304, 3);
    expect((southwest.lng + northeast.lng) / 2).toBeCloseTo(121.4737, 3);
  });

  it('finds the nearest city of a position', async () => {
    expect((await t.call(regeo, { lat: '29.56', lng: '106.55' })).data.city).toMatchObject({
      name: '重庆市',
      address: '重庆市',
    });
    expect((await t.call(regeo, { lat: '30.6', lng: '104.1' })).data.city).toMatchObject({
      name: '成都市',
      province: '四川省',
      address: '四川省成都市',
    });
    expect((await t.call(regeo, { lat: '91', lng: '0' })).code).toBe(ErrorCode.VALIDATION);
    expect((await t.call(regeo, { lat: 'x', lng: '0' })).code).toBe(ErrorCode.VALIDATION);
  });
});

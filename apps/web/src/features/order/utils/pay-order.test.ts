import { beforeEach, describe, expect, it, vi } from 'vitest';
import { webPay, wxPay } from '@kc/shared';
import type * as http from '../../../lib/http';
import { BASE_PATH } from '../../../config/env';
import { api, ApiError } from '../../../lib/http';
import { answer, callsOf, fakePlatform } from '../test-helpers';
import { payOrder } from './pay-order';
import { returnUrlFor } from './return-url';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const JSAPI = {
  appId: 'wx1',
  timeStamp: '1700000000',
  nonceStr: 'n',
  package: 'prepay_id=wx1',
  signType: 'RSA',
  paySign: 's',
};
const order = { order_sn: 'KC1' };

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  answer([
    [wxPay, () => JSAPI],
    [webPay, () => ({ form: '<form action="/corder/v1/sandbox/cashier"></form>' })],
  ]);
});

describe('payOrder', () => {
  it('messaging app with an openid: wxPay, then a JSAPI payment; ok → the result page', async () => {
    const pay = vi.fn(() => Promise.resolve({ status: 'ok' as const }));
    const r = await payOrder(order, {}, { platform: fakePlatform('wechat', pay), openid: () => 'o1' });
    expect(callsOf(wxPay)).toEqual([{ order_sn: 'KC1', openid: 'o1' }]);
    expect(pay).toHaveBeenCalledWith({
      kind: 'jsapi',
      orderSn: 'KC1',
      data: { timeStamp: '1700000000', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA', paySign: 's' },
    });
    expect(r).toEqual({ status: 'ok', next: 'result', returnUrl: '/my/order/result/KC1' });
  });

  it('messaging app without an openid fails silently and calls nothing (spec 5)', async () => {
    const pay = vi.fn();
    const r = await payOrder(order, {}, { platform: fakePlatform('wechat', pay), openid: () => '' });
    expect(r).toEqual({ status: 'silent' });
    expect(api.call).not.toHaveBeenCalled();
    expect(pay).not.toHaveBeenCalled();
  });

  it('a browser: webPay with the return path, then the form is submitted and the page leaves', async () => {
    const pay = vi.fn(() => Promise.resolve({ status: 'ok' as const }));
    const r = await payOrder(order, {}, { platform: fakePlatform('browser', pay) });
    expect(callsOf(webPay)).toEqual([{ order_sn: 'KC1', return_url: '/my/order/result/KC1' }]);
    expect(pay).toHaveBeenCalledWith({ kind: 'web', form: expect.stringContaining('<form') as string, orderSn: 'KC1' });
    expect(r).toMatchObject({ status: 'ok', next: 'leaving' });
  });

  it('the app shell pays the form itself and comes back: → the return page', async () => {
    const pay = vi.fn(() => Promise.resolve({ status: 'ok' as const }));
    const r = await payOrder(order, { returnUrl: '/my/x' }, { platform: fakePlatform('app-ios', pay) });
    expect(callsOf(webPay)[0]).toMatchObject({ return_url: '/my/x' });
    expect(r).toEqual({ status: 'ok', next: 'result', returnUrl: '/my/x' });
  });

  it.each([
    ['wechat', { status: 'fail' as const, message: '支付失败' }, '支付失败 - 12'],
    ['browser', { status: 'fail' as const, message: '支付数据异常' }, '支付数据异常 - 402'],
    ['app-android', { status: 'fail' as const, message: '支付失败' }, '支付失败 - 18'],
    ['app-android', { status: 'fail' as const, code: 1504, message: '操作超时' }, '支付失败 - 20'],
    ['miniprogram', { status: 'fail' as const, message: '设备不支持' }, '设备不支持'],
  ] as const)('%s: a platform failure %j → %s', async (env, result, message) => {
    const r = await payOrder(
      order,
      {},
      { platform: fakePlatform(env, () => Promise.resolve(result)), openid: () => 'o' },
    );
    expect(r).toEqual({ status: 'fail', message });
  });

  it('a cancel is a cancel', async () => {
    const r = await payOrder(
      order,
      {},
      { platform: fakePlatform('wechat', () => Promise.resolve({ status: 'cancel' })), openid: () => 'o' },
    );
    expect(r).toEqual({ status: 'cancel' });
  });

  it('placing the order fails: the server’s message, else 支付数据异常 - 202 / - 302', async () => {
    answer([
      [
        wxPay,
        () => {
          throw new ApiError(10009, '');
        },
      ],
      [
        webPay,
        () => {
          throw new ApiError(10009, '订单已超时');
        },
      ],
    ]);
    const pay = vi.fn();
    await expect(payOrder(order, {}, { platform: fakePlatform('wechat', pay), openid: () => 'o' })).resolves.toEqual({
      status: 'fail',
      message: '支付数据异常 - 202',
    });
    await expect(payOrder(order, {}, { platform: fakePlatform('browser', pay) })).resolves.toEqual({
      status: 'fail',
      message: '订单已超时',
    });
    answer([[webPay, () => ({ form: '' })]]);
    await expect(payOrder(order, {}, { platform: fakePlatform('browser', pay) })).resolves.toEqual({
      status: 'fail',
      message: '支付数据异常 - 402',
    });
    vi.mocked(api.call).mockRejectedValueOnce(new Error('boom'));
    await expect(payOrder(order, {}, { platform: fakePlatform('browser', pay) })).resolves.toEqual({
      status: 'fail',
      message: '支付数据异常 - 302',
    });
    expect(pay).not.toHaveBeenCalled();
  });
});

describe('returnUrlFor', () => {
  it('a same-site callback path or URL, else the result page', () => {
    const origin = window.location.origin;
    expect(returnUrlFor('KC1')).toBe('/my/order/result/KC1');
    expect(returnUrlFor('KC1', '/my/order/list')).toBe('/my/order/list');
    expect(returnUrlFor('KC1', `${BASE_PATH}/my/order/list?a=1`)).toBe('/my/order/list?a=1');
    expect(returnUrlFor('KC1', `${origin}${BASE_PATH}/my/ticket/list`)).toBe('/my/ticket/list');
    expect(returnUrlFor('KC1', '//evil.example/x')).toBe('/my/order/result/KC1');
    expect(returnUrlFor('KC1', 'https://evil.example/static-kc2/my')).toBe('/my/order/result/KC1');
    expect(returnUrlFor('KC1', 'javascript:alert(1)')).toBe('/my/order/result/KC1');
  });
});

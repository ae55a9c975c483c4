import { describe, expect, it, vi } from 'vitest';
import { fakeUi } from '../testing/fake-wx';
import type { PlatformResult } from '../types';
import type { AppActions } from './actions';
import { createNativePlatform, toGeoPoint } from './native-platform';

const appWith = (answer: PlatformResult<unknown>) =>
  new Proxy({}, { get: () => vi.fn(() => Promise.resolve(answer)) }) as unknown as AppActions;
const JSAPI = {
  kind: 'jsapi' as const,
  orderSn: 'S1',
  data: { timeStamp: '1', nonceStr: 'n', package: 'p', signType: 'RSA', paySign: 's' },
};

describe('native app platform', () => {
  it('reads the app position as gcj02 unless it says wgs84', () => {
    expect(toGeoPoint({ lat: 29.5, lng: 106.5 })).toEqual({ lat: 29.5, lng: 106.5, type: 'gcj02' });
    expect(toGeoPoint({ latitude: '29.5', longitude: '106.5', type: 'wgs84' })).toEqual({
      lat: 29.5,
      lng: 106.5,
      type: 'wgs84',
    });
    expect(toGeoPoint({ lat: 'x', lng: 1 })).toBeUndefined();
    expect(toGeoPoint(undefined)).toBeUndefined();
  });

  it('locate answers the position, or the bridge failure as it is', async () => {
    const ok = createNativePlatform('app-ios', 'iOS', appWith({ status: 'ok', data: { lat: 1, lng: 2 } }), fakeUi());
    await expect(ok.locate()).resolves.toEqual({ status: 'ok', data: { lat: 1, lng: 2, type: 'gcj02' } });
    const late = createNativePlatform(
      'app-ios',
      'iOS',
      appWith({ status: 'fail', code: 1504, message: '操作超时' }),
      fakeUi(),
    );
    await expect(late.locate()).resolves.toEqual({ status: 'fail', code: 1504, message: '操作超时' });
  });

  it('pay: ok and cancel pass, a timeout stays 1504, other failures are 支付失败', async () => {
    const pay = (answer: PlatformResult<unknown>) =>
      createNativePlatform('app-android', 'android', appWith(answer), fakeUi()).pay(JSAPI);
    await expect(pay({ status: 'ok', data: { any: 1 } })).resolves.toEqual({ status: 'ok' });
    await expect(pay({ status: 'cancel', code: -2 })).resolves.toEqual({ status: 'cancel' });
    await expect(pay({ status: 'fail', code: 1504, message: '操作超时' })).resolves.toEqual({
      status: 'fail',
      code: 1504,
      message: '操作超时',
    });
    await expect(pay({ status: 'fail', code: 7 })).resolves.toEqual({ status: 'fail', message: '支付失败' });
  });

  it('scanning is the messaging app’s: 请在微信环境下使用', async () => {
    const ui = fakeUi();
    await expect(createNativePlatform('app-ios', 'iOS', appWith({ status: 'ok' }), ui).scan()).resolves.toEqual({
      status: 'fail',
      message: '请在微信环境下使用',
    });
    expect(ui.toast).toHaveBeenCalledWith('请在微信环境下使用');
  });
});

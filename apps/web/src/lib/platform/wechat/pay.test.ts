import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeWx } from '../testing/fake-wx';
import type { JsapiPayData } from '../types';
import { normalizePayResult, payWithJsapi } from './pay';

const DATA: JsapiPayData = {
  timeStamp: '1700000000',
  nonceStr: 'n',
  package: 'prepay_id=1',
  signType: 'RSA',
  paySign: 's',
};

afterEach(() => {
  delete (window as { WeixinJSBridge?: unknown }).WeixinJSBridge;
});

describe('payment result normalisation', () => {
  it.each([
    [{ err_msg: 'get_brand_wcpay_request:ok' }, { status: 'ok' }],
    [{ errMsg: 'get_brand_wcpay_request:ok' }, { status: 'ok' }],
    [{ err_msg: 'get_brand_wcpay_request:cancel' }, { status: 'cancel' }],
    [{ err_msg: 'get_brand_wcpay_request:fail' }, { status: 'fail', message: '支付失败' }],
    [{}, { status: 'fail', message: '支付失败' }],
    [undefined, { status: 'fail', message: '支付失败' }],
  ])('%j', (res, expected) => {
    expect(normalizePayResult(res)).toEqual(expected);
  });
});

describe('JSAPI payment', () => {
  it('invokes getBrandWCPayRequest on WeixinJSBridge with the app id and the pay data', async () => {
    const invoke = vi.fn((_n: string, _p: object, cb: (r: object) => void) =>
      cb({ err_msg: 'get_brand_wcpay_request:ok' }),
    );
    (window as { WeixinJSBridge?: unknown }).WeixinJSBridge = { invoke };
    const loadWx = vi.fn();
    await expect(payWithJsapi('wx-app', DATA, loadWx)).resolves.toEqual({ status: 'ok' });
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', { appId: 'wx-app', ...DATA }, expect.any(Function));
    expect(loadWx).not.toHaveBeenCalled();
  });

  it('without WeixinJSBridge uses wx.chooseWXPay (timestamp in lower case) and normalises cancel and fail', async () => {
    const cancel = createFakeWx({
      answers: { chooseWXPay: { kind: 'cancel', res: { errMsg: 'chooseWXPay:cancel' } } },
    });
    await expect(payWithJsapi('wx-app', DATA, () => Promise.resolve(cancel.wx))).resolves.toEqual({ status: 'cancel' });
    expect(cancel.calls[0]?.params).toMatchObject({ timestamp: '1700000000', package: 'prepay_id=1', paySign: 's' });
    const fail = createFakeWx({ answers: { chooseWXPay: { kind: 'fail', res: { errMsg: 'chooseWXPay:fail' } } } });
    await expect(payWithJsapi('wx-app', DATA, () => Promise.resolve(fail.wx))).resolves.toEqual({
      status: 'fail',
      message: '支付失败',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { createFakeWx } from '../testing/fake-wx';
import { callWx, normalizeErrMsg } from './normalize';

describe('WeChat errMsg normalisation', () => {
  it.each([
    ['scanQRCode:ok', 'ok'],
    ['config:ok', 'ok'],
    ['get_brand_wcpay_request:ok', 'ok'],
    ['scanQRCode:cancel', 'cancel'],
    ['get_brand_wcpay_request:cancel', 'cancel'],
    ['chooseImage:fail auth deny', 'denied'],
    ['getLocation:fail auth denied', 'denied'],
    ['getLocation:fail, permission denied', 'denied'],
    ['scanQRCode:permission denied', 'denied'],
    ['openAddress:deny', 'denied'],
    ['chooseWXPay:fail', 'fail'],
    ['get_brand_wcpay_request:fail', 'fail'],
    ['config:invalid signature', 'fail'],
    ['', 'fail'],
    [undefined, 'fail'],
  ] as const)('%s → %s', (msg, status) => {
    expect(normalizeErrMsg(msg)).toBe(status);
  });
});

describe('callWx', () => {
  it('success is ok, cancel is cancel, a denied fail is denied, an unknown API fails', async () => {
    const { wx } = createFakeWx({
      answers: {
        scanQRCode: { kind: 'cancel', res: { errMsg: 'scanQRCode:cancel' } },
        getLocation: { kind: 'fail', res: { errMsg: 'getLocation:fail auth deny' } },
        chooseImage: { kind: 'fail', res: { errMsg: 'chooseImage:fail' } },
      },
    });
    expect((await callWx(wx, 'openLocation')).status).toBe('ok');
    expect((await callWx(wx, 'scanQRCode')).status).toBe('cancel');
    expect((await callWx(wx, 'getLocation')).status).toBe('denied');
    expect((await callWx(wx, 'chooseImage')).status).toBe('fail');
    delete (wx as Record<string, unknown>).openAddress;
    expect(await callWx(wx, 'openAddress')).toEqual({
      status: 'fail',
      res: { errMsg: 'openAddress:fail not supported' },
    });
  });
});

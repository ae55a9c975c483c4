import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeWx, fakeUi, SIGNATURE, type FakeAnswer } from '../testing/fake-wx';
import { createWxSdk } from './sdk';
import { createWechatPlatform } from './wechat-platform';
import type { WxConfigError } from './wx-types';

const SHARE = {
  title: '骑行',
  desc: '一起',
  link: 'https://h5.example.com/p/1',
  imgUrl: 'https://h5.example.com/a.png',
};

const setup = (o: { answers?: Record<string, FakeAnswer>; configError?: WxConfigError } = {}) => {
  const fake = createFakeWx(o);
  const sdk = createWxSdk({
    loadWx: () => Promise.resolve(fake.wx),
    sign: () => Promise.resolve(SIGNATURE),
    reload: vi.fn(),
    storage: localStorage,
    isIOS: false,
    landingUrl: () => 'https://h5.example.com/',
    currentUrl: () => 'https://h5.example.com/',
  });
  const ui = fakeUi();
  return { platform: createWechatPlatform(sdk, ui), ui, fake, sdk };
};

afterEach(() => localStorage.clear());

describe('WeChat platform', () => {
  it('scans after wx.config with needResult 1 and answers the text', async () => {
    const { platform, fake, sdk } = setup({
      answers: { scanQRCode: { kind: 'success', res: { errMsg: 'scanQRCode:ok', resultStr: 'KC-123' } } },
    });
    await expect(platform.scan()).resolves.toEqual({ status: 'ok', data: 'KC-123' });
    expect(sdk.state).toBe('ready');
    expect(fake.calls[0]).toMatchObject({ api: 'scanQRCode', params: { needResult: 1 } });
  });

  it('a cancelled scan is cancel', async () => {
    const { platform } = setup({ answers: { scanQRCode: { kind: 'cancel', res: { errMsg: 'scanQRCode:cancel' } } } });
    await expect(platform.scan()).resolves.toEqual({ status: 'cancel' });
  });

  it('shares to friends and the timeline', async () => {
    const { platform, fake, ui } = setup();
    await expect(platform.share(SHARE)).resolves.toEqual({ status: 'ok' });
    expect(fake.calls.map((c) => c.api).sort()).toEqual(['updateAppMessageShareData', 'updateTimelineShareData']);
    expect(fake.calls.find((c) => c.api === 'updateAppMessageShareData')?.params).toMatchObject(SHARE);
    expect(ui.alert).not.toHaveBeenCalled();
  });

  it('a failed share config copies the link instead (微信分享配置失败)', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { platform, ui } = setup({
      answers: { updateTimelineShareData: { kind: 'fail', res: { errMsg: 'updateTimelineShareData:fail' } } },
    });
    await expect(platform.share(SHARE)).resolves.toEqual({ status: 'ok', message: '微信分享配置失败' });
    expect(writeText).toHaveBeenCalledWith('骑行 https://h5.example.com/p/1');
    expect(ui.alert).toHaveBeenCalledTimes(1);
  });

  it('an SDK that cannot be configured also falls back to copying', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.resolve() },
      configurable: true,
    });
    const { platform } = setup({ configError: { errMsg: 'config:invalid signature' } });
    await expect(platform.share(SHARE)).resolves.toEqual({ status: 'ok', message: '微信分享配置失败' });
  });

  it('locates in gcj02', async () => {
    const { platform, fake } = setup({
      answers: {
        getLocation: { kind: 'success', res: { errMsg: 'getLocation:ok', latitude: 29.5, longitude: 106.5 } },
      },
    });
    await expect(platform.locate()).resolves.toEqual({ status: 'ok', data: { lat: 29.5, lng: 106.5, type: 'gcj02' } });
    expect(fake.calls[0]?.params.type).toBe('gcj02');
  });

  it('a denied location is denied', async () => {
    const { platform } = setup({
      answers: { getLocation: { kind: 'fail', res: { errMsg: 'getLocation:fail auth deny' } } },
    });
    await expect(platform.locate()).resolves.toEqual({ status: 'denied' });
  });

  it('opens a location at scale 28 by default', async () => {
    const { platform, fake } = setup();
    await platform.openLocation({ lat: 1, lng: 2, name: 'n', address: 'a' });
    expect(fake.calls[0]?.params).toMatchObject({ latitude: 1, longitude: 2, name: 'n', address: 'a', scale: 28 });
  });

  it('chooses 9 images by default and answers their local ids', async () => {
    const { platform, fake } = setup({
      answers: {
        chooseImage: { kind: 'success', res: { errMsg: 'chooseImage:ok', localIds: ['wxLocalResource://1'] } },
      },
    });
    await expect(platform.chooseImage()).resolves.toEqual({ status: 'ok', data: ['wxLocalResource://1'] });
    expect(fake.calls[0]?.params.count).toBe(9);
  });

  it('picks an address with the spec’s field names', async () => {
    const res = {
      errMsg: 'openAddress:ok',
      postalCode: '400000',
      provinceName: '重庆市',
      cityName: '重庆市',
      countyName: '渝北区',
      detailInfo: '1号',
    };
    const { platform } = setup({ answers: { openAddress: { kind: 'success', res } } });
    const r = await platform.chooseAddress();
    expect(r.data).toMatchObject({ postalCode: '400000', countryName: '渝北区', detailInfo: '1号' });
  });

  it('pays through chooseWXPay with the config done first', async () => {
    const { platform, fake } = setup();
    const r = await platform.pay({
      kind: 'jsapi',
      orderSn: 'S1',
      data: { timeStamp: '1', nonceStr: 'n', package: 'p', signType: 'RSA', paySign: 's' },
    });
    expect(r).toEqual({ status: 'ok' });
    expect(fake.wx.config).toHaveBeenCalled();
    expect(fake.calls[0]?.api).toBe('chooseWXPay');
  });
});

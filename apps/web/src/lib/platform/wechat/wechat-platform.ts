import { IMAGE_CHOOSE_COUNT, MAP_SCALE_MESSAGING_APP, MESSAGING_APP_POSITION_TYPE, type ClientKind } from '@kc/shared';
import type { GeoPoint, Platform, PlatformResult } from '../types';
import type { PlatformUi } from '../ui';
import { submitPayForm } from '../web-pay';
import { mapWxAddress } from './address';
import { callWx, toResult, type WxOutcome } from './normalize';
import { payWithJsapi } from './pay';
import type { WxSdk } from './sdk';
import { wechatShare } from './share';
import type { Wx, WxApiName, WxResult } from './wx-types';

/** The SDK could not be configured: every API answers fail with WeChat's reason. */
const notReady = <R>(e: unknown): WxOutcome<R> => ({
  status: 'fail',
  res: { errMsg: e instanceof Error ? e.message : 'config:fail' },
});

/** The WeChat browser: every API called after `wx.config` succeeded (inside `wx.ready`). */
export const createWechatPlatform = (sdk: WxSdk, ui: PlatformUi, client: ClientKind = 'web'): Platform => {
  const ready = (): Promise<Wx> => sdk.init();
  const call = async <R extends object = WxResult>(
    api: WxApiName,
    params?: Record<string, unknown>,
  ): Promise<WxOutcome<R>> => {
    try {
      return await callWx<R>(await ready(), api, params);
    } catch (e) {
      return notReady<R>(e);
    }
  };
  const field = (o: WxOutcome<WxResult>, key: string): unknown => (o.res as WxResult)[key];

  return {
    env: 'wechat',
    client,
    scan: async () => {
      const o = await call('scanQRCode', { needResult: 1, scanType: ['qrCode', 'barCode'] });
      return toResult(o, o.status === 'ok' ? String(field(o, 'resultStr') ?? '') : undefined);
    },
    share: (data) => wechatShare(ready, data, ui),
    pay: async (req): Promise<PlatformResult> => {
      if (req.kind === 'web') return submitPayForm(req.form);
      await ready().catch(() => undefined);
      return payWithJsapi(sdk.appId, req.data, ready);
    },
    locate: async () => {
      const o = await call('getLocation', { type: MESSAGING_APP_POSITION_TYPE });
      const point: GeoPoint | undefined =
        o.status === 'ok'
          ? { lat: Number(field(o, 'latitude')), lng: Number(field(o, 'longitude')), type: 'gcj02' }
          : undefined;
      return toResult(o, point);
    },
    openLocation: async ({ lat, lng, name, address, scale = MAP_SCALE_MESSAGING_APP }) =>
      toResult(await call('openLocation', { latitude: lat, longitude: lng, name, address, scale, infoUrl: '' })),
    chooseImage: async (count = IMAGE_CHOOSE_COUNT) => {
      const o = await call('chooseImage', {
        count,
        sizeType: ['original', 'compressed'],
        sourceType: ['album', 'camera'],
      });
      return toResult(o, o.status === 'ok' ? ((field(o, 'localIds') as string[] | undefined) ?? []) : undefined);
    },
    chooseAddress: async () => {
      const o = await call('openAddress');
      return toResult(o, o.status === 'ok' ? mapWxAddress(o.res as WxResult) : undefined);
    },
    back: () => window.history.back(),
  };
};

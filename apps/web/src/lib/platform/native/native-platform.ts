import { IMAGE_CHOOSE_COUNT, MESSAGING_APP_POSITION_TYPE, type ClientKind } from '@kc/shared';
import { pickImages } from '../file-picker';
import { NOT_IN_WECHAT, PAY_FAILED, refuse } from '../messages';
import type { GeoPoint, Platform, PlatformResult } from '../types';
import type { PlatformUi } from '../ui';
import type { AppActions } from './actions';
import { APP_TIMEOUT } from './bridge';

/** `{ lat, lng }` or `{ latitude, longitude }` from the app, GCJ-02 unless it says wgs84. */
export const toGeoPoint = (d: Record<string, unknown> | undefined): GeoPoint | undefined => {
  const rawLat = d?.lat ?? d?.latitude;
  const rawLng = d?.lng ?? d?.longitude;
  if (rawLat == null || rawLng == null) return undefined;
  const lat = Number(rawLat);
  const lng = Number(rawLng);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  return { lat, lng, type: d?.type === 'wgs84' ? 'wgs84' : 'gcj02' };
};

/** The app's answer without its data. */
const bare = <T = undefined>({ data: _data, ...rest }: PlatformResult<unknown>): PlatformResult<T> => rest;

/** ok and cancel as they are, the timeout (1504) kept, any other failure 支付失败. */
const payOutcome = (r: PlatformResult<unknown>): PlatformResult => {
  if (r.status === 'ok' || r.status === 'cancel') return { status: r.status };
  return r.code === APP_TIMEOUT.code ? bare(r) : { status: 'fail', message: PAY_FAILED };
};

/** The native app shell (iOS or Android): everything through the bridge; scanning is the messaging app's. */
export const createNativePlatform = (
  env: 'app-ios' | 'app-android',
  client: ClientKind,
  app: AppActions,
  ui: PlatformUi,
): Platform => ({
  env,
  client,
  scan: () => Promise.resolve(refuse<string>(ui, NOT_IN_WECHAT)),
  share: async ({ title, desc = '', link, imgUrl }) => bare(await app.share({ title, desc, link, imgUrl })),
  pay: async (req) =>
    payOutcome(
      req.kind === 'jsapi'
        ? await app.payWithWechat({ ...req.data, orderSn: req.orderSn })
        : await app.payWithWebPayment({ form: req.form, orderSn: req.orderSn }),
    ),
  locate: async () => {
    const r = await app.getLocation({ type: MESSAGING_APP_POSITION_TYPE });
    if (r.status !== 'ok') return bare(r);
    const point = toGeoPoint(r.data);
    return point ? { status: 'ok', data: point } : { status: 'fail' };
  },
  openLocation: async ({ lat, lng, name, address }) => bare(await app.openLocation({ lat, lng, name, address })),
  chooseImage: (count = IMAGE_CHOOSE_COUNT) => pickImages(count),
  chooseAddress: () => Promise.resolve(refuse(ui, NOT_IN_WECHAT)),
  back: () => {
    app.goBack();
  },
});

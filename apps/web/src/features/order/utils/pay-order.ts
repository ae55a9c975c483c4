/**
 * Paying an unpaid order wherever the app runs (docs/platform.md): in the messaging app with a stored
 * openid a JSAPI payment (wxPay, then the platform's pay); elsewhere the web cashier (webPay, then the
 * platform submits data.form and the page leaves, or the app shell pays it). The outcome only says what to
 * do next: whether the order is paid is asked of the server on the result page, never taken from here.
 *
 * Messages (spec 8): 支付失败 - 12 (the messaging app's payment failed), - 18 (the web payment failed),
 * - 20 (no answer in time, or the payment threw); 支付数据异常 - 202 / - 302 (placing the JSAPI / web order
 * failed and the server gave no message), - 402 (the payment data cannot be used); 设备不支持.
 */
import type { Order } from '@kc/shared';
import { isApiError } from '../../../lib/http';
import { getPlatform, storedOpenid, type PayRequest, type Platform, type PlatformResult } from '../../../lib/platform';
import { placeWebPay } from '../api/web-pay';
import { placeWxPay } from '../api/wx-pay';
import { returnUrlFor } from './return-url';

export const PAY_MESSAGES = {
  jsapiFailed: '支付失败 - 12',
  webFailed: '支付失败 - 18',
  noAnswer: '支付失败 - 20',
  jsapiData: '支付数据异常 - 202',
  webData: '支付数据异常 - 302',
  badData: '支付数据异常 - 402',
  unsupported: '设备不支持',
  cancelled: '已取消支付',
} as const;

/** the platform's own messages this maps (lib/platform/messages) */
const DEVICE_UNSUPPORTED = '设备不支持';
const PAY_DATA_ERROR = '支付数据异常';
/** the native app did not answer in 30 s (spec 8) */
const APP_TIMEOUT = 1504;

export type PayOutcome =
  /** paid as far as the page can tell: 'result' → go to the result page (it asks the server); 'leaving' → the cashier opens */
  | { status: 'ok'; next: 'result' | 'leaving'; returnUrl: string }
  | { status: 'cancel' }
  /** the messaging app without an openid (spec 5): nothing is shown */
  | { status: 'silent' }
  /** `shown`: the HTTP client already told the user (a network failure) */
  | { status: 'fail'; message: string; shown?: boolean };

export interface PayDeps {
  platform?: Platform;
  openid?: () => string;
}

/** A failed place-order call: the server's message, else 支付数据异常 with the call's suffix. */
const placeFailure = (e: unknown, fallback: string): PayOutcome => {
  if (isApiError(e) && e.shown) return { status: 'fail', message: e.message, shown: true };
  if (isApiError(e) && e.message) return { status: 'fail', message: e.message };
  return { status: 'fail', message: fallback };
};

/** A platform's failed payment as the message of spec 8. */
export const payFailureMessage = (kind: PayRequest['kind'], r: PlatformResult): string => {
  if (r.message === DEVICE_UNSUPPORTED) return PAY_MESSAGES.unsupported;
  if (r.message === PAY_DATA_ERROR) return PAY_MESSAGES.badData;
  if (r.code === APP_TIMEOUT) return PAY_MESSAGES.noAnswer;
  return kind === 'jsapi' ? PAY_MESSAGES.jsapiFailed : PAY_MESSAGES.webFailed;
};

const runPay = async (platform: Platform, req: PayRequest, returnUrl: string): Promise<PayOutcome> => {
  let r: PlatformResult;
  try {
    r = await platform.pay(req);
  } catch {
    return { status: 'fail', message: PAY_MESSAGES.noAnswer };
  }
  if (r.status === 'ok') {
    // a submitted web form leaves for the cashier; the app shell and the mini-program come back when done
    const leaves = req.kind === 'web' && (platform.env === 'browser' || platform.env === 'wechat');
    return { status: 'ok', next: leaves ? 'leaving' : 'result', returnUrl };
  }
  if (r.status === 'cancel') return { status: 'cancel' };
  return { status: 'fail', message: payFailureMessage(req.kind, r) };
};

/** Pays `order`; `returnUrl` is where the web cashier sends the payer back (default: the result page). */
export async function payOrder(
  order: Pick<Order, 'order_sn'>,
  opts: { returnUrl?: string } = {},
  deps: PayDeps = {},
): Promise<PayOutcome> {
  const platform = deps.platform ?? getPlatform();
  const returnUrl = opts.returnUrl ?? returnUrlFor(order.order_sn);
  const orderSn = order.order_sn;

  if (platform.env === 'wechat') {
    const openid = (deps.openid ?? storedOpenid)();
    if (!openid) return { status: 'silent' };
    let data;
    try {
      data = await placeWxPay(orderSn, openid);
    } catch (e) {
      return placeFailure(e, PAY_MESSAGES.jsapiData);
    }
    if (!data?.package || !data.paySign) return { status: 'fail', message: PAY_MESSAGES.badData };
    const { timeStamp, nonceStr, package: pkg, signType, paySign } = data;
    return runPay(
      platform,
      { kind: 'jsapi', data: { timeStamp, nonceStr, package: pkg, signType, paySign }, orderSn },
      returnUrl,
    );
  }

  let form: string;
  try {
    form = (await placeWebPay(orderSn, returnUrl)).form;
  } catch (e) {
    return placeFailure(e, PAY_MESSAGES.webData);
  }
  if (!form) return { status: 'fail', message: PAY_MESSAGES.badData };
  return runPay(platform, { kind: 'web', form, orderSn }, returnUrl);
}

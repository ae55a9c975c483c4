import { PAY_FAILED } from '../messages';
import type { JsapiPayData, PlatformResult } from '../types';
import { callWx, normalizeErrMsg } from './normalize';
import { weixinJSBridge } from './load-wx';
import type { Wx, WxResult } from './wx-types';

/** `get_brand_wcpay_request:ok` → ok, `:cancel` → cancel, anything else → fail 支付失败. */
export const normalizePayResult = (res: WxResult | undefined): PlatformResult => {
  const status = normalizeErrMsg(res?.errMsg ?? (res?.err_msg as string | undefined));
  if (status === 'ok') return { status: 'ok' };
  if (status === 'cancel') return { status: 'cancel' };
  return { status: 'fail', message: PAY_FAILED };
};

/** JSAPI payment: WeixinJSBridge `getBrandWCPayRequest` when present, else `wx.chooseWXPay`. */
export const payWithJsapi = async (
  appId: string,
  data: JsapiPayData,
  loadWx: () => Promise<Wx>,
): Promise<PlatformResult> => {
  const bridge = weixinJSBridge();
  if (bridge) {
    return new Promise((resolve) =>
      bridge.invoke('getBrandWCPayRequest', { appId, ...data }, (res) => resolve(normalizePayResult(res))),
    );
  }
  const wx = await loadWx();
  const { timeStamp, ...rest } = data;
  const outcome = await callWx(wx, 'chooseWXPay', { ...rest, timestamp: timeStamp });
  if (outcome.status === 'ok') return { status: 'ok' };
  if (outcome.status === 'cancel') return { status: 'cancel' };
  return { status: 'fail', message: PAY_FAILED };
};

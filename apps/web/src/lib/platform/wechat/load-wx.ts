import type { WeixinJSBridgeLike, Wx } from './wx-types';

interface WxWindow {
  wx?: Wx;
  WeixinJSBridge?: WeixinJSBridgeLike;
}

const wxWindow = (): WxWindow => window as unknown as WxWindow;

/**
 * The `wx` object: the one already on the page (WeChat's own, or a test fake injected before load),
 * else `weixin-js-sdk`, imported only when asked for (only inside WeChat and its mini-program web view).
 */
export const loadWx = async (): Promise<Wx> => {
  const present = wxWindow().wx;
  if (present) return present;
  const mod = (await import('weixin-js-sdk')) as unknown as { default?: Wx };
  return mod.default ?? (mod as unknown as Wx);
};

/** WeChat's payment bridge, present in the WeChat browser once its JS bridge is ready. */
export const weixinJSBridge = (): WeixinJSBridgeLike | undefined => wxWindow().WeixinJSBridge;

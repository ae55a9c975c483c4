import { JS_API_LIST, type Wx, type WxConfigError } from './wx-types';

/** The JS-SDK signature of a URL (spec 3.6). */
export interface WxSignature {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/** `wx.config` failed: WeChat's errMsg and, when it says so, the URL it really verified against. */
export class WxConfigFailure extends Error {
  constructor(
    message: string,
    readonly realAuthUrl?: string,
  ) {
    super(message);
  }
}

/** Runs `wx.config` and settles on `wx.ready` / `wx.error`, whichever comes first. */
export const applyWxConfig = (wx: Wx, sig: WxSignature): Promise<void> =>
  new Promise((resolve, reject) => {
    let done = false;
    wx.ready(() => {
      if (done) return;
      done = true;
      resolve();
    });
    wx.error((err: WxConfigError) => {
      if (done) return;
      done = true;
      reject(new WxConfigFailure(err?.errMsg ?? 'config:fail', err?.realAuthUrl || undefined));
    });
    wx.config({
      debug: false,
      appId: sig.appId,
      timestamp: sig.timestamp,
      nonceStr: sig.nonceStr,
      signature: sig.signature,
      jsApiList: JS_API_LIST,
    });
  });

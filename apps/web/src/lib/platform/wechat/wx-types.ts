/**
 * The part of the WeChat JS-SDK (`wx`) and `WeixinJSBridge` this module uses, typed loosely on purpose:
 * the official typings omit `openAddress` and the `realAuthUrl` of config errors.
 */
export interface WxResult {
  errMsg?: string;
  [key: string]: unknown;
}

/** The callbacks every `wx.*` API takes. */
export interface WxCallbacks<R = WxResult> {
  success?: (res: R) => void;
  fail?: (res: WxResult) => void;
  cancel?: (res: WxResult) => void;
}

export interface WxConfigError extends WxResult {
  /** the URL WeChat actually verified the signature against (iOS, invalid signature or url domain) */
  realAuthUrl?: string;
}

export interface WxMiniProgram {
  navigateTo: (params: { url: string } & WxCallbacks) => void;
  navigateBack: (params?: { delta?: number } & WxCallbacks) => void;
  postMessage: (params: { data: unknown }) => void;
}

/** Every `wx` API is called as `wx.name(params)` with the callbacks above. */
export type WxApiCall = (params: Record<string, unknown> & WxCallbacks<never>) => void;

export interface Wx {
  config: (conf: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: readonly string[];
  }) => void;
  ready: (fn: () => void) => void;
  error: (fn: (err: WxConfigError) => void) => void;
  miniProgram?: WxMiniProgram;
  [api: string]: unknown;
}

export interface WeixinJSBridgeLike {
  invoke: (name: string, params: Record<string, unknown>, callback: (res: WxResult) => void) => void;
}

/** APIs the app asks `wx.config` for. */
export const JS_API_LIST = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'scanQRCode',
  'chooseWXPay',
  'openAddress',
  'getLocation',
  'openLocation',
  'chooseImage',
] as const;
export type WxApiName = (typeof JS_API_LIST)[number];

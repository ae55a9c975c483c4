/** Every action of spec 7.6 as a typed call over the bridge; each answers a normalised PlatformResult. */
import type { JsapiPayData, PlatformResult } from '../types';
import type { Bridge } from './bridge';

/** Action names as the app shell receives them. */
export const APP_ACTIONS = {
  openAppPage: 'openAppPage',
  openThirdPartyApp: 'openThirdPartyApp',
  share: 'share',
  goBack: 'goBack',
  openLocation: 'openLocation',
  getLocation: 'getLocation',
  bindWechat: 'bindWechat',
  refreshToken: 'refreshToken',
  message: 'message',
  richText: 'richText',
  payWithWechat: 'payWithWechat',
  payWithWebPayment: 'payWithWebPayment',
  customForm: 'customForm',
  download: 'download',
} as const;
export type AppActionName = keyof typeof APP_ACTIONS;

export interface AppShareData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

export const createAppActions = (bridge: Bridge) => ({
  /** a screen of the app itself */
  openAppPage: (d: { page: string; params?: Record<string, unknown> }) => bridge.call(APP_ACTIONS.openAppPage, d),
  /** another app by its URL scheme (Android package optional), with a web fallback */
  openThirdPartyApp: (d: { scheme: string; packageName?: string; fallbackUrl?: string }) =>
    bridge.call(APP_ACTIONS.openThirdPartyApp, d),
  share: (d: AppShareData) => bridge.call(APP_ACTIONS.share, d),
  /** no reply: the app pops its web view */
  goBack: (): PlatformResult => (bridge.send(APP_ACTIONS.goBack) ? { status: 'ok' } : { status: 'fail' }),
  openLocation: (d: { lat: number; lng: number; name: string; address: string }) =>
    bridge.call(APP_ACTIONS.openLocation, d),
  /** answers `{ lat, lng, type? }` (or latitude/longitude) */
  getLocation: (d: { type: 'gcj02' | 'wgs84' }) => bridge.call<Record<string, unknown>>(APP_ACTIONS.getLocation, d),
  /** the app authorises with WeChat and answers `{ code }` for the bind call */
  bindWechat: () => bridge.call<{ code: string }>(APP_ACTIONS.bindWechat),
  /** hands the app the new token pair after a refresh */
  refreshToken: (d: { token: string; refreshToken: string }) => bridge.call(APP_ACTIONS.refreshToken, d),
  /** a message shown by the app */
  message: (d: { title?: string; content: string }) => bridge.call(APP_ACTIONS.message, d),
  /** the app's rich-text editor; answers `{ html }` */
  richText: (d: { html: string }) => bridge.call<{ html: string }>(APP_ACTIONS.richText, d),
  payWithWechat: (d: JsapiPayData & { orderSn: string }) => bridge.call(APP_ACTIONS.payWithWechat, d),
  payWithWebPayment: (d: { form: string; orderSn: string }) => bridge.call(APP_ACTIONS.payWithWebPayment, d),
  /** a form screen of the app; answers what was filled in */
  customForm: (d: { id: number; type?: string }) => bridge.call<Record<string, unknown>>(APP_ACTIONS.customForm, d),
  download: (d: { url: string; name?: string }) => bridge.call(APP_ACTIONS.download, d),
});
export type AppActions = ReturnType<typeof createAppActions>;

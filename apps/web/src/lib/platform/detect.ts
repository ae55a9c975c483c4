/**
 * Where the app runs (spec 6) and the client kind sent with every call (spec 3.2).
 *
 * - mini-program web view: `window.__wxjs_environment === 'miniprogram'`, or `miniProgram` in the UA
 *   (Android sets the global only after the bridge is ready, the UA is there at once)
 * - native app shell: the cookie `machine_type` (MACHINE_TYPE_COOKIE) set by the shell, `ios` or `android`
 * - messaging-app (WeChat) browser: `MicroMessenger` in the UA
 * - anything else: an ordinary browser (a Toutiao mini-program web view, UA `ToutiaoMicroApp`, is a browser
 *   with the client kind ttapplet)
 *
 * `client=<kind>` in the entry query overrides the client kind (spec 4: `client=web` forces web).
 */
import { CLIENT_KINDS, getCookie, type ClientKind } from '@kc/shared';
import type { Environment } from './types';

/** Name of the machine-type cookie the native app shell sets; values `ios` or `android`. */
export const MACHINE_TYPE_COOKIE = 'machine_type';

export interface DetectInput {
  userAgent: string;
  /** `window.__wxjs_environment` */
  wxjsEnvironment?: unknown;
  /** `document.cookie` */
  cookie: string;
  /** `location.search` */
  search: string;
}

export const readDetectInput = (): DetectInput => ({
  userAgent: navigator.userAgent,
  wxjsEnvironment: (window as { __wxjs_environment?: unknown }).__wxjs_environment,
  cookie: document.cookie,
  search: window.location.search,
});

export const isMiniProgram = (i: DetectInput): boolean =>
  i.wxjsEnvironment === 'miniprogram' || /miniProgram/i.test(i.userAgent);

export const detectEnvironment = (i: DetectInput): Environment => {
  if (isMiniProgram(i)) return 'miniprogram';
  const machine = getCookie(i, MACHINE_TYPE_COOKIE)?.toLowerCase();
  if (machine === 'ios') return 'app-ios';
  if (machine === 'android') return 'app-android';
  if (/MicroMessenger/i.test(i.userAgent)) return 'wechat';
  return 'browser';
};

const ENV_CLIENT: Record<Environment, ClientKind> = {
  wechat: 'web',
  miniprogram: 'wxapplet',
  'app-ios': 'iOS',
  'app-android': 'android',
  browser: 'web',
};

export const detectClientKind = (env: Environment, i: DetectInput): ClientKind => {
  const forced = new URLSearchParams(i.search).get('client');
  if (forced && (CLIENT_KINDS as readonly string[]).includes(forced)) return forced as ClientKind;
  if (env === 'browser' && /ToutiaoMicroApp/i.test(i.userAgent)) return 'ttapplet';
  return ENV_CLIENT[env];
};

/** iOS signs the JS-SDK against the landing URL (ecosystem trap 1). */
export const isIOSUserAgent = (userAgent: string): boolean => /iPhone|iPad|iPod/i.test(userAgent);

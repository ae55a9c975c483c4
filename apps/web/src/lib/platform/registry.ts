/** The app's single instances: environment, WeChat SDK, native bridge and the Platform of this environment. */
import { reportError } from '../diagnostics';
import { api, bootCalls } from '../http';
import { createBrowserPlatform } from './browser-platform';
import { detectClientKind, detectEnvironment, isIOSUserAgent, readDetectInput } from './detect';
import { createMiniProgramPlatform } from './miniprogram-platform';
import { createAppActions, type AppActions } from './native/actions';
import { createBridge, type Bridge } from './native/bridge';
import { createNativePlatform } from './native/native-platform';
import { reportFailure, withPayReports } from './report';
import type { Environment, Platform } from './types';
import { antdPlatformUi } from './ui';
import { currentUrl, landingUrl } from './wechat/landing-url';
import { loadWx } from './wechat/load-wx';
import { createWxSdk, type WxSdk } from './wechat/sdk';
import { createWechatPlatform } from './wechat/wechat-platform';

/** Set by the app at boot: where the signature's app id goes (the app state). */
export const platformSettings: { onWxAppId?: (appId: string) => void } = {};

let detected: { env: Environment; client: Platform['client']; ios: boolean } | undefined;
let sdk: WxSdk | undefined;
let bridge: Bridge | undefined;
let actions: AppActions | undefined;
let platform: Platform | undefined;

export const detectedEnvironment = () => {
  if (detected) return detected;
  const input = readDetectInput();
  const env = detectEnvironment(input);
  detected = { env, client: detectClientKind(env, input), ios: isIOSUserAgent(input.userAgent) };
  return detected;
};

export const getWxSdk = (): WxSdk =>
  (sdk ??= createWxSdk({
    loadWx,
    sign: async (url) => api.call((await bootCalls()).jssdk, { url }, { quiet: true }),
    reload: () => window.location.reload(),
    storage: localStorage,
    isIOS: detectedEnvironment().ios,
    landingUrl,
    currentUrl,
    onAppId: (appId) => platformSettings.onWxAppId?.(appId),
    onError: (e) => reportError(e, { area: 'wx-sdk' }),
  }));

export const getBridge = (): Bridge =>
  (bridge ??= createBridge({
    onFailure: (action, result) => reportFailure(`app bridge ${action}`, result, { action }),
  }));

/** The native actions of spec 7.6; outside the app shell each answers fail 设备不支持. */
export const getAppActions = (): AppActions => (actions ??= createAppActions(getBridge()));

const createPlatform = (): Platform => {
  const { env, client } = detectedEnvironment();
  const ui = antdPlatformUi;
  switch (env) {
    case 'wechat':
      return createWechatPlatform(getWxSdk(), ui, client);
    case 'miniprogram':
      return createMiniProgramPlatform({ ui, client, loadWx });
    case 'app-ios':
    case 'app-android':
      return createNativePlatform(env, client, getAppActions(), ui);
    case 'browser':
      return createBrowserPlatform({ ui, client });
  }
};

/** The Platform of the environment the app runs in (detected once). */
export const getPlatform = (): Platform => (platform ??= withPayReports(createPlatform()));

/** Tests: forget every instance so the next call detects again. */
export const resetPlatform = (): void => {
  detected = sdk = bridge = actions = platform = undefined;
};

import { installLoginCallback } from './native/login-callback';
import { detectedEnvironment, getBridge, getWxSdk, platformSettings } from './registry';
import type { Environment } from './types';
import { rememberLandingUrl } from './wechat/landing-url';
import { watchUrlChanges } from './url-watch';

export interface InstallOptions {
  /** the app id of the JS-SDK signature, for the app state */
  onWxAppId?: (appId: string) => void;
}

/**
 * Once at boot, before the router starts: remembers the landing URL; in WeChat starts the JS-SDK init
 * and re-signs on route change (not on iOS); in the app shell installs the reply and login callbacks.
 */
export const installPlatform = (options: InstallOptions = {}): Environment => {
  rememberLandingUrl();
  platformSettings.onWxAppId = options.onWxAppId;
  const { env } = detectedEnvironment();
  if (env === 'wechat') {
    const sdk = getWxSdk();
    sdk.init().catch(() => undefined);
    watchUrlChanges(() => sdk.onRouteChange());
  }
  if (env === 'app-ios' || env === 'app-android') {
    getBridge();
    installLoginCallback();
  }
  return env;
};

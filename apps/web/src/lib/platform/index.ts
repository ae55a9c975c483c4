/**
 * Everything that depends on where the app runs (spec 6, 7.6; ecosystem traps 1–2). Features import from
 * here only and never check the environment themselves.
 */
export type * from './types';
export { getPlatform, getAppActions, getWxSdk, resetPlatform } from './registry';
export { installPlatform, type InstallOptions } from './install';
export { usePlatform, useWxSdkState } from './use-platform';
export { copyText } from './clipboard';
export { MACHINE_TYPE_COOKIE } from './detect';
export { APP_ACTIONS, type AppActions, type AppActionName } from './native/actions';
export type { WxSdkState } from './wechat/sdk';
export { handleOauthReturn, redirectToOauth, storedOpenid, OPENID_KEY, type OauthScope } from './wechat/oauth';

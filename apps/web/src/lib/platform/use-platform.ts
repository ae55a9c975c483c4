import { useSyncExternalStore } from 'react';
import { getPlatform, getWxSdk } from './registry';
import type { Platform } from './types';
import type { WxSdkState } from './wechat/sdk';

/** The Platform of this environment (a stable singleton). */
export const usePlatform = (): Platform => getPlatform();

/** The WeChat JS-SDK init state, live (idle outside WeChat). */
export const useWxSdkState = (): WxSdkState => {
  const sdk = getWxSdk();
  return useSyncExternalStore(sdk.subscribe, () => sdk.state);
};

import type { PlatformResult } from './types';
import type { PlatformUi } from './ui';

/** Spec 5: messaging-app-only actions outside the messaging app. */
export const NOT_IN_WECHAT = '请在微信环境下使用';
/** Spec 8: 设备不支持. */
export const DEVICE_UNSUPPORTED = '设备不支持';
export const PAY_FAILED = '支付失败';
export const PAY_DATA_ERROR = '支付数据异常';

/** A refused action: a toast and a fail result carrying the same message. */
export const refuse = <T = undefined>(ui: PlatformUi, message: string): PlatformResult<T> => {
  ui.toast(message);
  return { status: 'fail', message };
};

import type { PlatformResult, PlatformStatus } from '../types';
import type { Wx, WxApiName, WxResult } from './wx-types';

/**
 * The one place WeChat answers become ok / cancel / fail / denied (spec 8):
 * `xxx:ok` → ok; `xxx:cancel` → cancel; `permission denied`, `auth deny` (also `auth denied`) → denied;
 * anything else (`xxx:fail…`, missing) → fail.
 */
export const normalizeErrMsg = (errMsg: string | undefined): PlatformStatus => {
  const msg = (errMsg ?? '').toLowerCase();
  if (/:ok$/.test(msg)) return 'ok';
  if (/:cancel/.test(msg)) return 'cancel';
  if (/permission denied|auth den(y|ied)|:deny/.test(msg)) return 'denied';
  return 'fail';
};

/** The normalised status and WeChat's raw answer. */
export interface WxOutcome<R> {
  status: PlatformStatus;
  res: R | WxResult;
}

/** Calls `wx[api](params)` and settles once with the normalised outcome; `success` always means ok. */
export const callWx = <R extends object = WxResult>(
  wx: Wx,
  api: WxApiName,
  params: Record<string, unknown> = {},
): Promise<WxOutcome<R>> =>
  new Promise((resolve) => {
    const fn = wx[api];
    if (typeof fn !== 'function') {
      resolve({ status: 'fail', res: { errMsg: `${api}:fail not supported` } });
      return;
    }
    const settle = (status: PlatformStatus, res: R | WxResult | undefined) => resolve({ status, res: res ?? {} });
    (fn as (p: object) => void).call(wx, {
      ...params,
      success: (res?: R) => settle('ok', res),
      cancel: (res?: WxResult) => settle('cancel', res),
      fail: (res?: WxResult) => {
        const status = normalizeErrMsg(res?.errMsg);
        settle(status === 'ok' ? 'fail' : status, res);
      },
    });
  });

/** An outcome without data as a PlatformResult; a failure carries WeChat's errMsg unless a message is given. */
export const toResult = <T>(o: WxOutcome<unknown>, data?: T, failMessage?: string): PlatformResult<T> => {
  if (o.status === 'ok') return data === undefined ? { status: 'ok' } : { status: 'ok', data };
  if (o.status === 'fail') return { status: 'fail', message: failMessage ?? (o.res as WxResult).errMsg };
  return { status: o.status };
};

/**
 * The native app shell bridge (spec 7.6).
 *
 * Sending — `{ action, data, callbackId }`:
 * - iOS (WKWebView): `window.webkit.messageHandlers.kcBridge.postMessage(message)` (an object)
 * - Android (addJavascriptInterface): `window.KcBridge.postMessage(JSON.stringify(message))`
 *
 * Replies — ONE global callback: `window.kcAppMessage(reply)`, the reply a JSON string (or an object):
 *   `{ callbackId, code, message?, data?, status? }` — code 0 ok, -2 cancelled, 403 denied, else fail;
 *   `status` ('ok' | 'cancel' | 'fail' | 'denied'), when given, wins over code.
 * - matched to the pending call by callbackId (a reply without one goes to the oldest pending call, a late
 *   reply whose call already timed out is dropped);
 * - a back-press reply (`action` goBack or backPress) is ignored;
 * - a reply that cannot be parsed fails the oldest pending call with -999 数据格式异常;
 * - no reply within APP_REPLY_TIMEOUT_MS (30 s) → 1504 操作超时.
 */
import { APP_REPLY_TIMEOUT_MS } from '@kc/shared';
import { DEVICE_UNSUPPORTED } from '../messages';
import type { PlatformResult } from '../types';
import { parseReply, replyToResult } from './reply';

export const IOS_HANDLER = 'kcBridge';
export const ANDROID_INTERFACE = 'KcBridge';
export const MESSAGE_CALLBACK = 'kcAppMessage';
export const APP_TIMEOUT = { code: 1504, message: '操作超时' } as const;
export const APP_BAD_MESSAGE = { code: -999, message: '数据格式异常' } as const;

interface BridgeWindow {
  webkit?: { messageHandlers?: Record<string, { postMessage: (m: unknown) => void } | undefined> };
  [ANDROID_INTERFACE]?: { postMessage: (json: string) => void };
  [MESSAGE_CALLBACK]?: (reply: unknown) => void;
}

export interface BridgeDeps {
  win?: Window;
  timeoutMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** told about every failed call (timeout, bad reply, the app's own failure) */
  onFailure?: (action: string, result: PlatformResult<unknown>) => void;
}

export type Bridge = ReturnType<typeof createBridge>;

export const createBridge = (deps: BridgeDeps = {}) => {
  const win = (deps.win ?? window) as unknown as BridgeWindow;
  const timeoutMs = deps.timeoutMs ?? APP_REPLY_TIMEOUT_MS;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  const pending = new Map<string, { resolve: (r: PlatformResult<unknown>) => void; timer: unknown }>();
  let seq = 0;

  const settle = (id: string, result: PlatformResult<unknown>) => {
    const call = pending.get(id);
    if (!call) return;
    pending.delete(id);
    clearTimer(call.timer);
    call.resolve(result);
  };
  const oldest = (): string | undefined => pending.keys().next().value;

  const receive = (raw: unknown): void => {
    const reply = parseReply(raw);
    if (reply === 'back') return;
    if (reply === 'bad') {
      const id = oldest();
      if (id) settle(id, { status: 'fail', ...APP_BAD_MESSAGE });
      return;
    }
    // a late reply (after its timeout) finds no pending call and is dropped
    const id = reply.callbackId ?? oldest();
    if (id) settle(id, replyToResult(reply));
  };
  win[MESSAGE_CALLBACK] = receive;

  /** The transport present on the page, or undefined outside the app shell. */
  const post = (): ((m: object) => void) | undefined => {
    const ios = win.webkit?.messageHandlers?.[IOS_HANDLER];
    if (ios) return (m) => ios.postMessage(m);
    const android = win[ANDROID_INTERFACE];
    if (android) return (m) => android.postMessage(JSON.stringify(m));
    return undefined;
  };

  return {
    available: (): boolean => !!post(),
    /** Sends an action and waits for its reply (or the timeout). */
    call: <T = unknown>(action: string, data: object = {}): Promise<PlatformResult<T>> => {
      const send = post();
      if (!send) return Promise.resolve({ status: 'fail', message: DEVICE_UNSUPPORTED });
      seq += 1;
      const callbackId = `kc_${Date.now().toString(36)}_${seq}`;
      const answer = new Promise<PlatformResult<T>>((resolve) => {
        const timer = setTimer(() => settle(callbackId, { status: 'fail', ...APP_TIMEOUT }), timeoutMs);
        pending.set(callbackId, { resolve: resolve as (r: PlatformResult<unknown>) => void, timer });
        try {
          send({ action, data, callbackId });
        } catch {
          settle(callbackId, { status: 'fail', message: DEVICE_UNSUPPORTED });
        }
      });
      return answer.then((r) => {
        if (r.status === 'fail') deps.onFailure?.(action, r);
        return r;
      });
    },
    /** Sends an action that has no reply (go back). */
    send: (action: string, data: object = {}): boolean => {
      const send = post();
      send?.({ action, data });
      return !!send;
    },
    receive,
    get pendingCount(): number {
      return pending.size;
    },
  };
};

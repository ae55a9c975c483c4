/**
 * The WeChat JS-SDK init state machine (spec 4): idle (not started) → loading → ready | error.
 * Concurrent inits for the same URL share one promise. On failure the page reloads once (counter in
 * localStorage, at most WX_SDK_RELOAD_MAX, cleared on success); a realAuthUrl reported by WeChat is
 * stored and signed on that retry. iOS signs the landing URL, elsewhere the current URL, re-signed on
 * route change (ecosystem trap 1).
 */
import { WX_SDK_RELOAD_MAX } from '@kc/shared';
import { applyWxConfig, WxConfigFailure, type WxSignature } from './sdk-config';
import type { Wx } from './wx-types';

export type WxSdkState = 'idle' | 'loading' | 'ready' | 'error';

export const WX_SDK_RELOAD_KEY = 'wx_sdk_reload';
export const WX_REAL_AUTH_URL_KEY = 'wx_real_auth_url';

export interface WxSdkDeps {
  loadWx: () => Promise<Wx>;
  /** the server's signature of a URL (`jssdk`) */
  sign: (url: string) => Promise<WxSignature>;
  reload: () => void;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  isIOS: boolean;
  landingUrl: () => string;
  currentUrl: () => string;
  /** the app id of the signature (kept in the app state) */
  onAppId?: (appId: string) => void;
  /** told about every failed init */
  onError?: (e: unknown) => void;
}

export type WxSdk = ReturnType<typeof createWxSdk>;

export const createWxSdk = (deps: WxSdkDeps) => {
  let state: WxSdkState = 'idle';
  let wx: Wx | undefined;
  let appId = '';
  let signedUrl: string | undefined;
  let pending: { url: string; promise: Promise<Wx> } | undefined;
  const listeners = new Set<() => void>();

  const setState = (next: WxSdkState) => {
    state = next;
    for (const l of listeners) l();
  };

  /** The URL to sign now: a stored realAuthUrl first, then landing (iOS) or current. */
  const targetUrl = (): string =>
    deps.storage.getItem(WX_REAL_AUTH_URL_KEY) || (deps.isIOS ? deps.landingUrl() : deps.currentUrl());

  const recover = (e: unknown) => {
    if (e instanceof WxConfigFailure && e.realAuthUrl) deps.storage.setItem(WX_REAL_AUTH_URL_KEY, e.realAuthUrl);
    const reloads = Number(deps.storage.getItem(WX_SDK_RELOAD_KEY) ?? 0) || 0;
    if (reloads >= WX_SDK_RELOAD_MAX) return;
    deps.storage.setItem(WX_SDK_RELOAD_KEY, String(reloads + 1));
    deps.reload();
  };

  const run = async (url: string): Promise<Wx> => {
    setState('loading');
    try {
      wx ??= await deps.loadWx();
      const sig = await deps.sign(url);
      await applyWxConfig(wx, sig);
      appId = sig.appId;
      deps.onAppId?.(sig.appId);
      signedUrl = url;
      deps.storage.removeItem(WX_SDK_RELOAD_KEY);
      deps.storage.removeItem(WX_REAL_AUTH_URL_KEY);
      setState('ready');
      return wx;
    } catch (e) {
      setState('error');
      deps.onError?.(e);
      recover(e);
      throw e;
    }
  };

  /** Configures for `url` (default: the URL to sign now); callers for the same URL share one promise. */
  const init = (url: string = targetUrl()): Promise<Wx> => {
    if (pending?.url === url) return pending.promise;
    if (!pending && state === 'ready' && signedUrl === url && wx) return Promise.resolve(wx);
    // another URL is being configured: this one follows it (the last config wins)
    const promise = pending
      ? pending.promise.then(
          () => run(url),
          () => run(url),
        )
      : run(url);
    const current = { url, promise };
    pending = current;
    const clear = () => {
      if (pending === current) pending = undefined;
    };
    promise.then(clear, clear);
    return promise;
  };

  return {
    get state(): WxSdkState {
      return state;
    },
    /** the app id of the last good signature ('' before) */
    get appId(): string {
      return appId;
    },
    init,
    /** Re-signs after a route change; iOS keeps its landing-URL signature (not started: nothing to do). */
    onRouteChange: (): void => {
      if (deps.isIOS || state === 'idle') return;
      init().catch(() => undefined);
    },
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

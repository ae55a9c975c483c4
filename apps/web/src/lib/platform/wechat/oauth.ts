/**
 * The WeChat OAuth round trip: redirect to the authorisation page (base or user-info scope), and on the
 * way back trade `code` for the openid (kept in localStorage under OPENID_KEY), then drop code/state.
 */
import type { OAUTH_SCOPES } from '@kc/shared';
import { api, bootCalls } from '../../http';
import { antdPlatformUi, type PlatformUi } from '../ui';

export const OPENID_KEY = 'openid';
/** the `state` this app sends, so a return without `code` is known as a refused authorisation */
export const OAUTH_STATE = 'kc_oauth';
export const OAUTH_FAILED = '获取微信授权失败';
export const OPENID_LOOKUP_FAILED = '系统错误';

export type OauthScope = (typeof OAUTH_SCOPES)[number];

export interface OauthDeps {
  ui?: PlatformUi;
  navigate?: (url: string) => void;
}

/** The current URL without the code and state of a previous round trip. */
export const urlWithoutOauthParams = (href: string): string => {
  const url = new URL(href);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  return url.toString();
};

export const storedOpenid = (): string => localStorage.getItem(OPENID_KEY) ?? '';

/** Goes to WeChat's authorisation page; false (and 获取微信授权失败) when the server gives no URL. */
export const redirectToOauth = async (scope: OauthScope, deps: OauthDeps = {}): Promise<boolean> => {
  try {
    const { url } = await api.call(
      (await bootCalls()).wxOauthUrl,
      { scope, redirect: urlWithoutOauthParams(window.location.href), state: OAUTH_STATE },
      { quiet: true },
    );
    (deps.navigate ?? ((u) => window.location.assign(u)))(url);
    return true;
  } catch {
    (deps.ui ?? antdPlatformUi).toast(OAUTH_FAILED);
    return false;
  }
};

/**
 * The return from WeChat: `code` → openid (stored), code/state removed from the address bar.
 * Null when this is no OAuth return; a refused authorisation (state without code) → 获取微信授权失败;
 * a failed lookup → 系统错误.
 */
export const handleOauthReturn = async (deps: OauthDeps = {}): Promise<string | null> => {
  const query = new URLSearchParams(window.location.search);
  const code = query.get('code');
  if (!code && query.get('state') !== OAUTH_STATE) return null;
  window.history.replaceState(window.history.state, '', urlWithoutOauthParams(window.location.href));
  if (!code) {
    (deps.ui ?? antdPlatformUi).toast(OAUTH_FAILED);
    return null;
  }
  try {
    const { openid } = await api.call((await bootCalls()).getOpenid, { code }, { quiet: true });
    localStorage.setItem(OPENID_KEY, openid);
    return openid;
  } catch {
    (deps.ui ?? antdPlatformUi).toast(OPENID_LOOKUP_FAILED);
    return null;
  }
};

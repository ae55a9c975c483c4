import { APP_NAME_COOKIE, resolveAppName, variantOf } from '@kc/shared';
import { WX_APP_IDS } from '../config/env';
import { setAppNameSource } from '../lib/http';
import { useAppState } from './app-state';
import { dropPreviewOfOtherVariant } from './boot-splash';

/** a year: the cookie is renewed at every start */
const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/**
 * The brand variant (spec 1): the `appName` query at entry wins (empty → default) and is persisted;
 * otherwise the persisted one. Sets the page title and the variant's messaging-app id. The variant is also kept in a
 * cookie, so the server draws the 展会 tab's first frame for it (page-preview.ts); a first frame of another variant
 * (an older visit without the cookie) is taken out of the splash.
 */
export const applyVariant = (search: string = window.location.search, doc: Document = document): void => {
  const query = new URLSearchParams(search);
  const appName = resolveAppName(query.has('appName') ? query.get('appName') : useAppState.getState().appName);
  const variant = variantOf(appName);
  useAppState.getState().setVariant(appName, WX_APP_IDS[variant.wxApp]);
  doc.title = variant.title;
  doc.cookie = `${APP_NAME_COOKIE}=${appName}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
  dropPreviewOfOtherVariant(appName, doc);
  setAppNameSource(() => useAppState.getState().appName);
};

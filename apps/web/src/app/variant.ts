import { resolveAppName, variantOf } from '@kc/shared';
import { WX_APP_IDS } from '../config/env';
import { setAppNameSource } from '../lib/http';
import { useAppState } from './app-state';

/**
 * The brand variant (spec 1): the `appName` query at entry wins (empty → default) and is persisted;
 * otherwise the persisted one. Sets the page title and the variant's messaging-app id.
 */
export const applyVariant = (search: string = window.location.search): void => {
  const query = new URLSearchParams(search);
  const appName = resolveAppName(query.has('appName') ? query.get('appName') : useAppState.getState().appName);
  const variant = variantOf(appName);
  useAppState.getState().setVariant(appName, WX_APP_IDS[variant.wxApp]);
  document.title = variant.title;
  setAppNameSource(() => useAppState.getState().appName);
};

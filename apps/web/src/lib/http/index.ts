import { DEFAULT_APP_NAME } from '@kc/shared';
import { API_HOST, OTHER_HOST, PRODUCT } from '../../config/env';
import { currentFullPath } from '../navigation';
import { localLogout, useSession } from '../session-store';
import { antdUi } from './antd-ui';
import { createApiClient } from './client';

export { ApiError, isApiError, fieldErrorsOf } from './api-error';
export { showError } from './show-error';
export { bootCalls } from './boot-calls-loader';
export type { ApiClient, CallOptions, HttpUi, SessionPort } from './client';

/** localStorage key of the spm code sent with every call when present (spec 3.1, 7). */
export const SPM_STORAGE_KEY = 'spm';

let appNameSource: () => string = () => DEFAULT_APP_NAME;
/** The app state owns the variant; it tells the client where to read it. */
export const setAppNameSource = (source: () => string): void => {
  appNameSource = source;
};

export const api = createApiClient({
  product: PRODUCT,
  hosts: { api: API_HOST, other: OTHER_HOST },
  ui: antdUi,
  currentPath: currentFullPath,
  context: () => ({ appName: appNameSource(), spm: localStorage.getItem(SPM_STORAGE_KEY) ?? undefined }),
  session: {
    read: () => {
      const { token, refreshToken, client, businessId } = useSession.getState();
      return { token, refreshToken, client, businessId };
    },
    update: (session) => useSession.getState().setSession(session),
    clear: localLogout,
  },
});

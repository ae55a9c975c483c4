/** Build-time configuration of the web app (spec 1 and 7). */
const env = import.meta.env;

export const PRODUCT = env.VITE_PRODUCT || 'kc';
/** `/static-kc2/` → `/static-kc2`: the router's basename. */
export const BASE_PATH = import.meta.env.BASE_URL.replace(/\/$/, '');
export const API_HOST = env.VITE_API_HOST ?? '';
export const OTHER_HOST = env.VITE_OTHER_HOST ?? '';
export const WX_APP_IDS = { main: env.VITE_WX_APP_ID ?? '', test: env.VITE_WX_APP_ID_TEST ?? '' } as const;

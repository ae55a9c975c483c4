/**
 * The contracts of the calls that always-loaded code makes (token refresh, logout, the WeChat signature and OAuth),
 * imported on first use (`bootCalls()`): a contract brings zod (about 30 KB gzip), which the entry chunk so never
 * loads. Pages import their contracts from '@kc/shared' as usual; their chunks load zod with them.
 */
export { getOpenid, jssdk, logout, tokenRefresh, wxOauthUrl } from '@kc/shared';

import type { QueryClient } from '@tanstack/react-query';
import { loadFeedback } from '../lib/ui/feedback';
import { installAnnouncer } from '../lib/ui/announce';
import { installModalFocus } from '../lib/ui/modal-focus';
import { initDiagnostics } from '../lib/diagnostics';
import { bootCalls } from '../lib/http';
import { rememberSpm } from '../lib/http/spm';
import { getPlatform, installPlatform } from '../lib/platform';
import { installRem } from '../lib/rem';
import { loadRouteDeps } from '../lib/routing/route-deps';
import { useSession } from '../lib/session';
import { useAppState } from './app-state';
import { setupAntdRender } from './setup-antd';
import { applyVariant } from './variant';

/** iOS restores pages from the back-forward cache without running JS: refetch then (ecosystem trap 4). */
export const installBfcacheRefresh = (queryClient: QueryClient): (() => void) => {
  const onPageShow = (e: PageTransitionEvent) => {
    if (e.persisted) void queryClient.invalidateQueries();
  };
  window.addEventListener('pageshow', onPageShow);
  return () => window.removeEventListener('pageshow', onPageShow);
};

/**
 * What the entry loads on first use (Toast and Dialog, the contracts of the boot-time calls, the list of what each
 * route's page loads), started once the browser is idle after the first page: the first error toast, the first
 * navigation, and above all the first token refresh, then wait for no download — a refresh delayed by one is more likely to be cut off by a navigation, and a refresh token used once
 * whose answer was lost cannot be used again (spec 8: its reuse ends the session).
 */
const preloadWhenIdle = (loaders: (() => Promise<unknown>)[]): void => {
  const start = () => loaders.forEach((load) => void load().catch(() => undefined));
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1000);
};

/**
 * Where the app runs: the client kind of spec 3.2 from the detected environment (`client=<kind>` in the
 * entry query wins), the WeChat JS-SDK init with re-signing on route change, the app shell's callbacks.
 */
const applyPlatform = (): void => {
  installPlatform({ onWxAppId: (wxAppId) => useAppState.setState({ wxAppId }) });
  useSession.getState().setClient(getPlatform().client);
};

/** Everything the app sets up once before the first render. */
export const boot = (queryClient: QueryClient): void => {
  // first: the ?debug=1 console should see everything that follows
  initDiagnostics();
  setupAntdRender();
  installModalFocus();
  installAnnouncer();
  installRem();
  applyVariant(window.location.search);
  rememberSpm(window.location.search);
  applyPlatform();
  installBfcacheRefresh(queryClient);
  // scroll positions are restored per full path by the root view
  window.history.scrollRestoration = 'manual';
  preloadWhenIdle([loadFeedback, bootCalls, loadRouteDeps]);
};

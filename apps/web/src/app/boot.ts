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
import { BOOT_SPLASH_ID } from './boot-splash';
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

/** How often, and for how long at most, boot looks whether the first page has drawn. */
export const FIRST_PAGE_POLL_MS = 150;
export const FIRST_PAGE_CAP_MS = 6_000;

const inView = (img: HTMLImageElement): boolean => {
  const r = img.getBoundingClientRect();
  return r.bottom > 0 && r.top < window.innerHeight && r.width > 0;
};

/**
 * Resolves once the first page has drawn: the splash is gone, no query is fetching and every picture in view has
 * loaded (or failed), twice in a row a poll apart (a page that mounts starts its queries between two polls) — or
 * after FIRST_PAGE_CAP_MS whatever the page does (a slow picture, a long poll).
 */
export const firstPageDrawn = (queryClient: QueryClient, doc: Document = document): Promise<void> =>
  new Promise((resolve) => {
    const started = Date.now();
    let calm = 0;
    const check = () => {
      const drawn =
        !doc.getElementById(BOOT_SPLASH_ID) &&
        queryClient.isFetching() === 0 &&
        Array.from(doc.images).every((img) => img.complete || !inView(img));
      calm = drawn ? calm + 1 : 0;
      if (calm >= 2 || Date.now() - started >= FIRST_PAGE_CAP_MS) return resolve();
      setTimeout(check, FIRST_PAGE_POLL_MS);
    };
    setTimeout(check, FIRST_PAGE_POLL_MS);
  });

/**
 * What the entry loads on first use (Toast and Dialog, the contracts of the boot-time calls, the list of what each
 * route's page loads), started once the first page has drawn and the browser is idle: the first page's data and
 * pictures never share the network with them (on a slow network 30 small files delayed the page's picture by a
 * second or more; Lighthouse's LCP). A toast, a navigation or a token refresh before that loads what it needs itself.
 */
const preloadAfterFirstPage = (queryClient: QueryClient, loaders: (() => Promise<unknown>)[]): void => {
  const start = () => loaders.forEach((load) => void load().catch(() => undefined));
  void firstPageDrawn(queryClient).then(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3000 });
    else setTimeout(start, 0);
  });
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
  preloadAfterFirstPage(queryClient, [loadFeedback, bootCalls, loadRouteDeps]);
};

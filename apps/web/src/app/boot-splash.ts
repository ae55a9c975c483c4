import type { createBrowserRouter } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

/** The id of the static splash in index.html. */
export const BOOT_SPLASH_ID = 'boot-splash';

/** Fades the splash out and removes it (the scan shell calls it once its first page is drawn). */
export const hideBootSplash = (doc: Document = document): void => {
  const splash = doc.getElementById(BOOT_SPLASH_ID);
  if (!splash) return;
  splash.classList.add('is-leaving');
  splash.setAttribute('aria-hidden', 'true');
  setTimeout(() => splash.remove(), 300);
};

/**
 * Keeps index.html's branded splash over the app until the router has its first page ready (the page's code and
 * its guard, or an error page), then fades it out: a slow first load shows the splash and its spinner throughout,
 * never a blank screen between the scripts and the first page.
 */
export const hideBootSplashWhenReady = (router: Pick<Router, 'state' | 'subscribe'>, doc: Document = document) => {
  if (router.state.initialized) return hideBootSplash(doc);
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    hideBootSplash(doc);
  });
};

import type { createBrowserRouter } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

/** The id of the static splash in index.html. */
export const BOOT_SPLASH_ID = 'boot-splash';

/**
 * The app's stylesheets do not block the first paint (the build turns them into preloads marked `data-app-style`,
 * `deferStyles` in vite.config.ts): the splash, styled inline in index.html, paints with the HTML, and the sheets are
 * applied here, as soon as the entry runs. Resolves when all are applied (or failed: the splash never stays for ever).
 */
export const applyAppStyles = (doc: Document = document): Promise<void> =>
  Promise.all(
    Array.from(doc.querySelectorAll<HTMLLinkElement>('link[data-app-style]')).map(
      (link) =>
        new Promise<void>((resolve) => {
          if (link.rel === 'stylesheet') return resolve();
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          link.rel = 'stylesheet';
        }),
    ),
  ).then(() => undefined);

let stylesReady: Promise<void> | undefined;

/**
 * A variant's first frame in the splash (the 展会 tab's exhibition, page-preview.ts on the server, which marks it
 * `data-preview-app`) is taken out when the app uses another variant: the splash is left as built.
 */
export const dropPreviewOfOtherVariant = (appName: string, doc: Document = document): void => {
  const splash = doc.getElementById(BOOT_SPLASH_ID);
  const drawn = splash?.getAttribute('data-preview-app');
  if (!splash || !drawn || drawn === appName) return;
  splash.querySelectorAll('.boot-preview, .boot-preview-title').forEach((n) => n.remove());
  splash.classList.remove('has-preview');
  splash.removeAttribute('data-preview-app');
};

/** Fades the splash out and removes it once the app's styles apply (the scan shell calls it when its page is drawn). */
export const hideBootSplash = (doc: Document = document): void => {
  stylesReady ??= applyAppStyles(doc);
  void stylesReady.then(() => {
    const splash = doc.getElementById(BOOT_SPLASH_ID);
    if (!splash) return;
    splash.classList.add('is-leaving');
    splash.setAttribute('aria-hidden', 'true');
    setTimeout(() => splash.remove(), 300);
  });
};

/** Starts applying the app's stylesheets now (the entry, before anything renders). */
export const startAppStyles = (doc: Document = document): void => {
  stylesReady ??= applyAppStyles(doc);
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

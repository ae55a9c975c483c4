import { BASE_PATH } from '../../../config/env';

/**
 * The scopes the scan screens' service worker controls (under the base path): the write-off screens under
 * /verification/ (the scanner and the result), the gun's /pc/scan and /cert/scan. Nothing else of the app is
 * served by it.
 */
export const SCAN_SCOPES = ['/verification/', '/pc/scan', '/cert/scan'];

let registered: Promise<void> | null = null;

/**
 * Registers the service worker (built by Workbox: apps/web/vite.config.ts) once per scope, from a scan screen only,
 * so that those screens open and reload without the network. Production builds only; a browser without service
 * workers (or one that refuses it) just has no offline reload.
 */
export const registerScanWorker = (): Promise<void> =>
  (registered ??= (async () => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const { Workbox } = await import('workbox-window');
    await Promise.all(
      SCAN_SCOPES.map((scope) =>
        new Workbox(`${BASE_PATH}/sw.js`, { scope: `${BASE_PATH}${scope}` }).register().catch(() => undefined),
      ),
    );
  })());

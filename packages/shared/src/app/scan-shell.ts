/**
 * The screens of the lean scan shell (apps/web/scan.html, docs/verification.md "The scan shell"): the checker's
 * scanner, the scanner-gun and certificate scanners and the write-off result. A cold load of one of them (a reload, a
 * link, the service worker without the network) gets scan.html, which holds these four screens only; every other
 * path gets the whole app (index.html). Paths are below the base path; a path matches itself and what lies under it.
 */
export const SCAN_SHELL_PATHS = ['/verification/scan', '/verification/business/result', '/pc/scan', '/cert/scan'];

/** Whether a pathname below the base path is a screen of the scan shell. */
export const isScanShellPath = (pathname: string): boolean =>
  SCAN_SHELL_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));

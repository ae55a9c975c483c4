import type { Environment } from '../../../lib/platform';

/**
 * Where window.print() works: an ordinary browser. Inside the messaging app (and its mini-program or the
 * native app's web view) there is no print dialog, so the pass is offered as an image to save instead.
 */
export const canPrintIn = (env: Environment): boolean => env === 'browser';

import { safeRedirect } from '../../../config/paths';
import { BASE_PATH } from '../../../config/env';
import { orderPaths } from './order-paths';

/**
 * Where the payer comes back after the web cashier: the app's `callbackUrl` when it is a path of this site
 * (a bare path, or a full URL of this origin under the base path), else the result page of the order.
 */
export const returnUrlFor = (orderSn: string, callbackUrl?: string | null): string => {
  const fallback = orderPaths.result(orderSn);
  if (!callbackUrl) return fallback;
  const path = safeRedirect(callbackUrl);
  if (path) return path.startsWith(`${BASE_PATH}/`) && BASE_PATH ? path.slice(BASE_PATH.length) : path;
  try {
    const url = new URL(callbackUrl);
    if (url.origin !== window.location.origin) return fallback;
    const full = url.pathname + url.search + url.hash;
    if (!BASE_PATH) return full;
    return full.startsWith(`${BASE_PATH}/`) ? full.slice(BASE_PATH.length) : fallback;
  } catch {
    return fallback;
  }
};

import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** Result of a route's parameter rule (spec sections 2 and 5). */
export type ParamCheck = 'ok' | 'notMatch' | 'notFound';

export type RouteParams = Readonly<Record<string, string | undefined>>;

/** One row of the route table: mirrors spec section 2 one to one. */
export interface RouteEntry {
  /** react-router path below the base path, e.g. `/b/audit/:type/:id` */
  path: string;
  /** Chinese screen name: document title fallback and the 功能建设中 page's text */
  title: string;
  /** login-required flag */
  login: boolean;
  /** page kept alive (cached) when navigating away */
  keepAlive?: boolean;
  /** a redirect route: navigates (replace) here instead of rendering a page */
  redirect?: string;
  /** child of the home layout with the bottom navigation */
  home?: boolean;
  /** the built page; absent means the shared 功能建设中 page names `title` */
  page?: () => Promise<{ default: ComponentType }>;
  /** parameter rule: notMatch adds isNotMatchParams=1 to the query, notFound goes to /404 */
  check?: (params: RouteParams, search: URLSearchParams) => ParamCheck;
  /**
   * The page's first call, started when the route is entered (its guard passed), beside the page's code, instead of
   * after the page's first render; it fills the query the page then reads (docs/architecture.md, "Loading a page").
   */
  prefetch?: (params: RouteParams, queryClient: QueryClient) => Promise<unknown>;
}

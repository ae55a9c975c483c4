import { useMatches, type UIMatch } from 'react-router';

/** What every route of the table carries in its `handle`. */
export interface RouteHandle {
  title: string;
  keepAlive: boolean;
  login: boolean;
  /** a tab of the home layout */
  home: boolean;
}

/** The handle of a route table row (app/routes/table.ts). */
export const handleOf = (e: { title: string; keepAlive?: boolean; login: boolean; home?: boolean }): RouteHandle => ({
  title: e.title,
  keepAlive: !!e.keepAlive,
  login: e.login,
  home: !!e.home,
});

export const isRouteHandle = (h: unknown): h is RouteHandle =>
  typeof h === 'object' && h !== null && typeof (h as RouteHandle).title === 'string';

/** The handle of the deepest matched table route, if any. */
export const currentHandle = (matches: UIMatch[]): RouteHandle | undefined =>
  matches
    .map((m) => m.handle)
    .filter(isRouteHandle)
    .at(-1);

/** The screen name of the current route from the route table (spec 2): the one source of page titles. */
export const useRouteTitle = (): string | undefined => currentHandle(useMatches())?.title;

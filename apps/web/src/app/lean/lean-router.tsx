import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { isScanShellPath } from '@kc/shared';
import { PageLoading } from '../../components/ui/page-loading';
import { handleOf, type RouteHandle } from '../../lib/routing/route-handle';
import { registerNavigator } from '../../lib/navigation';
import { isLoggedIn } from '../../lib/session';
import { askToLogin, decideGuard } from '../route-guard';
import type { RouteEntry, RouteParams } from '../routes/types';

/**
 * The scan shell's router (apps/web/scan.html, docs/verification.md "The scan shell"): the part of react-router's API
 * its four screens use — useNavigate, useLocation, useParams, useSearchParams, useMatches, <Navigate> — over the
 * browser's history, for the shell's own routes only. The scan shell's build (vite.scan.config.ts) resolves
 * 'react-router' to this module, so the screens' code is the same in both shells; the whole app keeps react-router.
 * A navigation to a path of the shell stays in the page (history.pushState); any other path loads the whole app
 * (a document navigation), as does going back to one. Paths are below the base path, as with react-router's basename.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
export type To = string | { pathname?: string; search?: string; hash?: string };

interface HistoryState {
  usr?: unknown;
  key?: string;
  /** the entry's index in this tab's history of the app, as react-router keeps it (use-go-back reads it) */
  idx?: number;
}

let basename = '';
const listeners = new Set<() => void>();
let current: Location | null = null;

const readLocation = (): Location => {
  const { pathname, search, hash } = window.location;
  const state = (window.history.state ?? {}) as HistoryState;
  return {
    pathname: (pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname) || '/',
    search,
    hash,
    state: state.usr ?? null,
    key: state.key ?? 'default',
  };
};
const snapshot = (): Location => (current ??= readLocation());
const emit = () => {
  current = readLocation();
  listeners.forEach((l) => l());
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

const toPath = (to: To): string => {
  if (typeof to !== 'string') return `${to.pathname ?? snapshot().pathname}${to.search ?? ''}${to.hash ?? ''}`;
  // a bare query or hash stays on the current path, as react-router resolves it
  return to.startsWith('?') || to.startsWith('#') ? snapshot().pathname + to : to;
};

/** Goes to `to` (below the base path): in the page for the shell's screens, else a document navigation. */
export const navigateLean = (to: To | number, opts: NavigateOptions = {}): void => {
  if (typeof to === 'number') return window.history.go(to);
  const path = toPath(to);
  const url = basename + path;
  const pathname = path.split(/[?#]/)[0] ?? '/';
  if (!isScanShellPath(pathname)) return opts.replace ? window.location.replace(url) : window.location.assign(url);
  const idx = ((window.history.state as HistoryState | null)?.idx ?? 0) + (opts.replace ? 0 : 1);
  const state: HistoryState = { usr: opts.state, key: Math.random().toString(36).slice(2, 10), idx };
  if (opts.replace) window.history.replaceState(state, '', url);
  else window.history.pushState(state, '', url);
  emit();
};

/** Back or forward to an entry of the whole app loads the whole app. */
const onPopState = () => {
  const next = readLocation();
  if (!isScanShellPath(next.pathname)) return window.location.reload();
  emit();
};

export const useLocation = (): Location => useSyncExternalStore(subscribe, snapshot);
export const useNavigate = () => navigateLean;

export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  useEffect(() => navigateLean(to, { replace, state }), [to, replace, state]);
  return null;
}

type SetSearch = (next: URLSearchParams | Record<string, string>, opts?: NavigateOptions) => void;
export const useSearchParams = (): [URLSearchParams, SetSearch] => {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set: SetSearch = (next, opts) => navigateLean(`?${new URLSearchParams(next).toString()}`, opts);
  return [params, set];
};

/** `/verification/scan/:id?` against a pathname: the parameters, or null when it does not match. */
export const matchRoute = (pattern: string, pathname: string): Record<string, string | undefined> | null => {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  const params: Record<string, string | undefined> = {};
  if (got.length > want.length) return null;
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i];
    if (w.startsWith(':')) {
      const optional = w.endsWith('?');
      const name = w.slice(1, optional ? -1 : undefined);
      if (g === undefined && !optional) return null;
      params[name] = g === undefined ? undefined : decodeURIComponent(g);
    } else if (w !== g) return null;
  }
  return params;
};

interface Matched {
  params: RouteParams;
  handle: RouteHandle;
}
const MatchContext = createContext<Matched>({ params: {}, handle: handleOf({ title: '', login: false }) });

export const useParams = (): RouteParams => useContext(MatchContext).params;
export const useMatches = (): { handle: unknown }[] => [{ handle: useContext(MatchContext).handle }];

/** What route-guard.ts builds for react-router's loaders; the shell runs the guard itself. */
export const replace = (to: string): Response => new Response(null, { status: 302, headers: { Location: to } });

/** A route row of the shell with its page, made once (lazy: each page's code loads on its first visit). */
export interface LeanRoute {
  entry: RouteEntry;
  Page: LazyExoticComponent<ComponentType>;
}
export const leanRoutes = (entries: RouteEntry[]): LeanRoute[] =>
  entries.map((entry) => ({ entry, Page: lazy(entry.page!) }));

/**
 * The shell: matches the location against its route table rows, runs their guard (login, then the parameter rule:
 * route-guard.ts, as in the whole app) and renders the page on demand; `onReady` runs once the first page is drawn.
 */
export function LeanRouter({ routes, base, onReady }: { routes: LeanRoute[]; base: string; onReady?: () => void }) {
  useState(() => {
    basename = base;
    current = readLocation();
  });
  useEffect(() => {
    registerNavigator({
      navigate: (to, opts) => navigateLean(to, opts),
      currentPath: () => snapshot().pathname + snapshot().search,
    });
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const location = useLocation();
  let found: (LeanRoute & { params: RouteParams }) | null = null;
  for (const route of routes) {
    const params = matchRoute(route.entry.path, location.pathname);
    if (params) {
      found = { ...route, params };
      break;
    }
  }
  const decision = found
    ? decideGuard(
        found.entry,
        { pathname: location.pathname, search: location.search, params: found.params },
        isLoggedIn(),
      )
    : ({ kind: 'notFound', to: '/404' } as const);
  const target = decision.kind === 'ok' ? null : decision.to;
  useLayoutEffect(() => {
    if (target === null) return;
    if (decision.kind === 'login') askToLogin();
    navigateLean(target, { replace: true });
  }, [decision.kind, target]);
  if (!found || decision.kind !== 'ok') return <PageLoading />;
  const { Page } = found;
  return (
    <MatchContext.Provider value={{ params: found.params, handle: handleOf(found.entry) }}>
      <Suspense fallback={<PageLoading />}>
        <Ready onReady={onReady} />
        <Page key={location.pathname} />
      </Suspense>
    </MatchContext.Provider>
  );
}

function Ready({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return null;
}

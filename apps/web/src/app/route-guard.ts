import { replace, type LoaderFunction } from 'react-router';
import { loadFeedback } from '../lib/ui/feedback';
import { loginPath, paths } from '../config/paths';
import { isLoggedIn } from '../lib/session';
import type { RouteEntry, RouteParams } from './routes/types';

export const NOT_MATCH_FLAG = 'isNotMatchParams';

/** The message of spec 2 on the way to the login screen; at the bottom, clear of its links (密码登录, 忘记密码). */
export const askToLogin = (): void =>
  void loadFeedback().then(({ Toast }) => Toast.show({ content: '请登录', position: 'bottom' }));

export type GuardDecision = { kind: 'ok' } | { kind: 'login' | 'notMatch' | 'notFound'; to: string };

/** Spec 2 and 5: the login flag first, then the route's parameter rule. */
export const decideGuard = (
  entry: Pick<RouteEntry, 'path' | 'login' | 'check'>,
  at: { pathname: string; search: string; params: RouteParams },
  loggedIn: boolean,
): GuardDecision => {
  const fullPath = at.pathname + at.search;
  if (entry.login && !loggedIn) return { kind: 'login', to: loginPath(fullPath) };
  const search = new URLSearchParams(at.search);
  const result = entry.check?.(at.params, search) ?? 'ok';
  if (result === 'notFound') return { kind: 'notFound', to: paths.notFound };
  if (result === 'notMatch' && search.get(NOT_MATCH_FLAG) !== '1') {
    search.set(NOT_MATCH_FLAG, '1');
    return { kind: 'notMatch', to: `${at.pathname}?${search.toString()}` };
  }
  return { kind: 'ok' };
};

/** The guard as a route loader: redirects (replacing the entry) before the page renders. */
export const guardLoader =
  (entry: RouteEntry, basename: string): LoaderFunction =>
  ({ request, params }) => {
    const url = new URL(request.url);
    const pathname = url.pathname.startsWith(basename) ? url.pathname.slice(basename.length) || '/' : url.pathname;
    const decision = decideGuard(entry, { pathname, search: url.search, params }, isLoggedIn());
    switch (decision.kind) {
      case 'ok':
        return null;
      case 'login':
        askToLogin();
        break;
      case 'notMatch':
        console.warn(`[route] ${entry.path}: parameters do not match, showing the page with ${NOT_MATCH_FLAG}=1`);
        break;
      case 'notFound':
        console.warn(`[route] ${entry.path}: parameters not found (${pathname}), going to /404`);
        break;
    }
    return replace(decision.to);
  };

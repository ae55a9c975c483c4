import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath } from '../../../config/paths';
import { useIsLoggedIn } from '../../../lib/session';

/**
 * The event run screens are open routes (spec 2.9) but act for a person: without a session they go to the login
 * page and come back. No business is required — an event's operators have none; the server refuses (10003).
 */
export function RunRequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const { pathname, search } = useLocation();
  if (!loggedIn) return <Navigate to={loginPath(pathname + search)} replace />;
  return children;
}

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath } from '../../config/paths';
import { useIsLoggedIn } from '../../lib/session';

/**
 * Screens on open routes (event and ride management, spec 2.9 / 2.10 / 2.11) that act for a person: without a session
 * they go to the login page and come back. No business is required — an event's operators and a ride's leader have
 * none; the server refuses (10003).
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const { pathname, search } = useLocation();
  if (!loggedIn) return <Navigate to={loginPath(pathname + search)} replace />;
  return children;
}

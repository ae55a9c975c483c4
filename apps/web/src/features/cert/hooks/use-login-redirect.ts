import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../../config/paths';

/** Goes to the login page with a redirect back to this screen (path and query). */
export function useLoginRedirect() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return () => void navigate(loginPath(pathname + search));
}

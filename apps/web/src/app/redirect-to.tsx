import { Navigate, generatePath, useLocation, useParams } from 'react-router';

/** A redirect entry of the table: replace navigation to `to`, keeping the query (and params the target names). */
export function RedirectTo({ to }: { to: string }) {
  const params = useParams();
  const { search } = useLocation();
  let pathname = to;
  try {
    pathname = generatePath(to, params);
  } catch {
    // a target parameter this route does not have: keep the pattern as written
  }
  return <Navigate to={{ pathname, search }} replace />;
}

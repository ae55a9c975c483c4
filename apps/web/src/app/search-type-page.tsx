import { lazy } from 'react';
import { Navigate, useParams } from 'react-router';

const FunlySearchPage = lazy(() => import('../features/funly/pages/funly-search-page'));
const RideSearchPage = lazy(() => import('../features/ride/pages/ride-search-page'));

/**
 * /funly/search/{type}: one route of spec 2.11 serving two features — type funly searches events, type ride rides.
 * Features do not import each other, so the app picks the page; each stays its own chunk.
 */
export default function SearchTypePage() {
  const type = useParams().type;
  if (type === 'ride') return <RideSearchPage />;
  if (type === 'funly') return <FunlySearchPage />;
  return <Navigate to="/404" replace />;
}

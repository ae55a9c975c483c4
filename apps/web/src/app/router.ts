import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { BASE_PATH } from '../config/env';
import { registerNavigator } from '../lib/navigation';
import { appRoutes } from './build-routes';
import { routeTable } from './routes/table';

/** The app's browser router under the base path; code outside React navigates through it too. */
export const createAppRouter = (queryClient: QueryClient) => {
  const { routes, patchRoutesOnNavigation } = appRoutes(routeTable, window.location.pathname, BASE_PATH, queryClient);
  const router = createBrowserRouter(routes, { basename: BASE_PATH, patchRoutesOnNavigation });
  registerNavigator({
    navigate: (to, opts) => void router.navigate(to, opts),
    currentPath: () => router.state.location.pathname + router.state.location.search,
  });
  return router;
};

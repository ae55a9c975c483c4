import type { RouteObject } from 'react-router';
import { routeTable } from '../app/routes/table';
import { handleOf } from '../lib/routing/route-handle';

/**
 * Test routes with the handles the app gives them (title, keepAlive, …) from the route table, matched by path, so a
 * page rendered alone shows its table title in PageHeader as it does in the app. A table path's optional last
 * segment (`/:id?`) also matches the test route without it (`/:id`).
 */
export const withRouteHandles = <R extends RouteObject>(routes: R[]): R[] =>
  routes.map((r) => {
    const entry = routeTable.find((e) => e.path === r.path || e.path.replace(/\?$/, '') === r.path);
    return entry && !r.handle ? { ...r, handle: handleOf(entry) } : r;
  });

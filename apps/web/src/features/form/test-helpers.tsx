import type { ReactNode } from 'react';
import { renderAt as renderRoutesAt } from '../../test/render-at';

/** Renders routes in a memory router at `url`, with an earlier screen `/start` to go back to (tests only). */
export const renderAt = (url: string, routes: { path: string; element: ReactNode }[]) =>
  renderRoutesAt(url, routes).router;

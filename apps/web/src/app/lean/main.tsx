import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BASE_PATH } from '../../config/env';
import { createQueryClient } from '../../lib/query-client';
import { boot } from '../boot';
import { hideBootSplash, startAppStyles } from '../boot-splash';
import { scanRoutes } from '../routes/scan-routes';
import { LeanRouter, leanRoutes } from './lean-router';
import '../../styles/theme.css';
import '../../styles/global.css';

/**
 * The scan shell's entry (scan.html; docs/verification.md "The scan shell"): the checker's four screens without the
 * rest of the app — the same boot, session, HTTP client, pages and route rows, but a router for these screens only
 * and no zod — so that a gate's phone opens and reloads the scanner with the least to download, or from the service
 * worker's cache with no network at all.
 */
const routes = leanRoutes(Object.values(scanRoutes));
startAppStyles();
const queryClient = createQueryClient();
boot(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <div className="app-root">
        <main className="app-main">
          <LeanRouter routes={routes} base={BASE_PATH} onReady={hideBootSplash} />
        </main>
      </div>
    </QueryClientProvider>
  </StrictMode>,
);

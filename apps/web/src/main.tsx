import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouterProvider } from './app/app-router-provider';
import { boot } from './app/boot';
import { hideBootSplashWhenReady, startAppStyles } from './app/boot-splash';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './app/router';
import './styles/theme.css';
import './styles/global.css';

startAppStyles();
const queryClient = createQueryClient();
boot(queryClient);
const router = createAppRouter(queryClient);
hideBootSplashWhenReady(router);

const root = createRoot(document.getElementById('root')!);
// a transition: React renders the first screen in slices that yield to the browser, not one long task (the splash
// covers it meanwhile; Lighthouse's total blocking time)
startTransition(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppRouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);

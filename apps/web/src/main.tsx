import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { boot } from './app/boot';
import { hideBootSplashWhenReady } from './app/boot-splash';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './app/router';
import './styles/theme.css';
import './styles/global.css';

const queryClient = createQueryClient();
boot(queryClient);
const router = createAppRouter();
hideBootSplashWhenReady(router);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

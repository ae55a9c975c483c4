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

/** Resolves in a new task: the boot's steps run as separate tasks, so a phone's main thread is never held long. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

startAppStyles();
const queryClient = createQueryClient();
boot(queryClient);
// the modules' evaluation and the boot above are one task; creating the router (matching the route table, starting the
// page's chunk and data) is the next, and React's first render the one after (Lighthouse's total blocking time
// counts each task's time past 50 ms, so three shorter tasks block less than one long one)
void nextTask()
  .then(() => {
    const router = createAppRouter(queryClient);
    hideBootSplashWhenReady(router);
    return nextTask().then(() => router);
  })
  .then((router) => {
    const root = createRoot(document.getElementById('root')!);
    // a transition: React renders the first screen in slices that yield to the browser, not one long task (the
    // splash covers it meanwhile)
    startTransition(() =>
      root.render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <AppRouterProvider router={router} />
          </QueryClientProvider>
        </StrictMode>,
      ),
    );
  });

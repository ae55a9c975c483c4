import { useLayoutEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * react-router's RouterProvider reads the router's state when it first renders and subscribes to it only once it has
 * committed. The app's first render is a transition (main.tsx) that yields to the browser between slices, and on a
 * slow phone the router can finish loading the first page in such a gap: that change was never seen, and the app stayed
 * on its loading screen for good (reproduced with the CPU slowed 6×, e2e/tests/slow-phone.spec.ts). Here the state
 * at render is compared with the router's once everything has committed (RouterProvider is subscribed by then), and
 * RouterProvider is mounted again, synchronously, when it changed in between.
 */
export function AppRouterProvider({ router }: { router: AppRouter }) {
  const [mount, setMount] = useState(0);
  // the state as this render saw it (RouterProvider, rendered after, saw it or a later one)
  const rendered = router.state;
  useLayoutEffect(() => {
    if (router.state !== rendered) setMount((n) => n + 1);
  }, [router, rendered, mount]);
  return <RouterProvider key={mount} router={router} />;
}

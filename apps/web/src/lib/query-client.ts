import { QueryClient } from '@tanstack/react-query';

/** Business errors are answers, not glitches: no automatic retries; data is fresh for 30 s. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });

import { MAX_TOKEN_REFRESHES } from '@kc/shared';

export type RefreshOutcome = 'refreshed' | 'failed' | 'limit';

/**
 * One in-flight refresh shared by every caller (a refresh token works once: a second refresh with
 * the same token would revoke the session), and the count of consecutive refreshes (spec 8).
 */
export const createTokenRefresher = (refresh: () => Promise<boolean>, max = MAX_TOKEN_REFRESHES) => {
  let inFlight: Promise<RefreshOutcome> | null = null;
  let count = 0;

  const run = async (): Promise<RefreshOutcome> => {
    try {
      return (await refresh()) ? 'refreshed' : 'failed';
    } catch {
      return 'failed';
    } finally {
      inFlight = null;
    }
  };

  return {
    refresh(): Promise<RefreshOutcome> {
      if (inFlight) return inFlight;
      if (count >= max) return Promise.resolve('limit');
      count += 1;
      inFlight = run();
      return inFlight;
    },
    /** a code-0 answer that needed no refresh */
    reset(): void {
      count = 0;
    },
    get count(): number {
      return count;
    },
  };
};

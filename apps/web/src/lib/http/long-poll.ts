import { useEffect, useState } from 'react';
import { ErrorCode } from '@kc/shared';
import { isApiError } from './api-error';

/**
 * The long polls of the app (a ride's headcount, a gate screen, a holder's code): the pacing, the backoff and the
 * answers that end a loop, in one place.
 */

/** Answers that end a loop: gone, refused, or the session ended. */
export const LONG_POLL_STOP_CODES = new Set<number>([
  ErrorCode.NOT_FOUND,
  ErrorCode.FORBIDDEN,
  ErrorCode.SESSION_INVALID,
  ErrorCode.REFRESH_FAILED,
  ErrorCode.REFRESH_LIMIT,
]);
/** never more than one call a second */
export const LONG_POLL_MIN_INTERVAL_MS = 1_000;
/** the waits after consecutive failures */
const RETRY_MS = [3_000, 6_000, 12_000, 30_000];
export const retryDelay = (failures: number): number => RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;

/** Waits `ms`, or less when the signal aborts. */
export const sleepUnlessAborted = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * A versioned long poll while `active` (default true): the first call without a version, then calls with the last
 * version, each answered by the server when something changed or after its wait. An unchanged answer that came at
 * once waits out the second; failures wait a little longer each time (reported only before the first answer); a
 * refusal (LONG_POLL_STOP_CODES) stops the loop and is reported. `deps` restart it (aborting the call in flight).
 */
export function useVersionPoll<T extends { version: string }>(
  fetchOnce: (version: string | undefined, signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  active = true,
) {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<Error>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      let version: string | undefined;
      let failures = 0;
      while (!signal.aborted) {
        const started = Date.now();
        const sent = version;
        try {
          const answer = await fetchOnce(sent, signal);
          if (signal.aborted) return;
          failures = 0;
          version = answer.version;
          setData(answer);
          setError(undefined);
          if (answer.version === sent && Date.now() - started < LONG_POLL_MIN_INTERVAL_MS)
            await sleepUnlessAborted(LONG_POLL_MIN_INTERVAL_MS - (Date.now() - started), signal);
        } catch (e) {
          if (signal.aborted) return;
          const err = e instanceof Error ? e : new Error('加载失败');
          if (isApiError(e) && LONG_POLL_STOP_CODES.has(e.code)) return setError(err);
          if (version === undefined) setError(err);
          await sleepUnlessAborted(retryDelay(failures), signal);
          failures += 1;
        }
      }
    })();
    return () => controller.abort();
    // the caller's deps decide when the loop starts again; fetchOnce is read from the render that started it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt, active]);

  return {
    data,
    error,
    /** reads afresh (after an error or a change the server does not announce) */
    retry: () => {
      setError(undefined);
      setAttempt((a) => a + 1);
    },
  };
}

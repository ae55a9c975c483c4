import { useEffect, useState } from 'react';
import { ErrorCode, type RideHeadcount } from '@kc/shared';
import { isApiError } from '../../../lib/http';
import { fetchRideHeadcount } from '../api/ride-headcount';

/** Answers that end the loop: the ride is gone, the caller is no crew, or the session ended. */
const STOP_CODES = new Set<number>([
  ErrorCode.NOT_FOUND,
  ErrorCode.FORBIDDEN,
  ErrorCode.SESSION_INVALID,
  ErrorCode.REFRESH_FAILED,
  ErrorCode.REFRESH_LIMIT,
]);
const MIN_INTERVAL_MS = 1_000;
const RETRY_MS = [3_000, 6_000, 12_000, 30_000];
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * The live headcount of a ride: the first call without a version, then long polls with the last version while
 * mounted (each answers when a clock-in or the riders change, or after 25 s). Aborted on unmount; failures wait
 * a little longer each time; a refusal stops the loop and is reported.
 */
export function useHeadcount(rideId: number) {
  const [data, setData] = useState<RideHeadcount>();
  const [error, setError] = useState<Error>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      let version: string | undefined;
      let failures = 0;
      while (!signal.aborted) {
        const started = Date.now();
        const sent = version;
        try {
          const answer = await fetchRideHeadcount(rideId, sent, signal);
          if (signal.aborted) return;
          failures = 0;
          version = answer.version;
          setData(answer);
          setError(undefined);
          // an unchanged answer that came at once: never more than one call a second
          if (answer.version === sent && Date.now() - started < MIN_INTERVAL_MS)
            await sleep(MIN_INTERVAL_MS - (Date.now() - started), signal);
        } catch (e) {
          if (signal.aborted) return;
          const err = e instanceof Error ? e : new Error('加载失败');
          if (isApiError(e) && STOP_CODES.has(e.code)) return setError(err);
          if (version === undefined) setError(err);
          await sleep(RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!, signal);
          failures += 1;
        }
      }
    })();
    return () => controller.abort();
  }, [rideId, attempt]);

  return {
    data,
    error,
    retry: () => {
      setError(undefined);
      setAttempt((a) => a + 1);
    },
  };
}

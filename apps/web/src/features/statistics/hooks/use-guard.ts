import { useEffect, useState } from 'react';
import { ErrorCode, type CallData, type statisticsGuard } from '@kc/shared';
import { isApiError } from '../../../lib/http';
import { fetchGuard } from '../api/statistics-guard';
import { usePageVisible } from './use-page-visible';

export type GuardScreen = CallData<typeof statisticsGuard>;

/** Answers that end the loop: refused, gone, or the session ended. */
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
 * The live gate screen of a project (undefined: the latest published): the first call without a version, then long
 * polls with the last version (each answers when a write-off happens, or after 25 s). It pauses while the page is
 * hidden and reads afresh when it shows again; failures wait a little longer each time; a refusal stops the loop.
 */
export function useGuard(projectId: number | undefined) {
  const visible = usePageVisible();
  const [data, setData] = useState<GuardScreen>();
  const [error, setError] = useState<Error>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!visible) return;
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      let version: string | undefined;
      let failures = 0;
      while (!signal.aborted) {
        const started = Date.now();
        const sent = version;
        try {
          const answer = await fetchGuard(projectId, sent, signal);
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
  }, [projectId, attempt, visible]);

  return {
    data,
    error,
    /** reads afresh (after a retry or a change of the settings) */
    reload: () => {
      setError(undefined);
      setAttempt((a) => a + 1);
    },
  };
}

import { useEffect, useRef } from 'react';
import type { CallData, holdingWatch } from '@kc/shared';
import { isApiError } from '../../../lib/http';
import {
  LONG_POLL_MIN_INTERVAL_MS,
  LONG_POLL_STOP_CODES,
  retryDelay,
  sleepUnlessAborted,
} from '../../../lib/http/long-poll';
import { watchHolding } from '../api/holding-watch';

export type WatchAnswer = CallData<typeof holdingWatch>;

/**
 * Long-polls holdingWatch while `active`: each answer comes within 25 s; a changed one (written off beyond
 * `used`) goes to `onChange` and the loop goes on from the new count. Stops when inactive or unmounted; a
 * failure waits a little longer each time before trying again.
 */
export function useHoldingWatch(
  holdingId: number,
  used: number | undefined,
  active: boolean,
  onChange: (answer: WatchAnswer) => void,
): void {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // the count the watch goes on from: the first one known, then each changed answer's (a write-off while
  // the page was hidden is still reported when it shows again)
  const seenRef = useRef<number | undefined>(undefined);
  const ready = used !== undefined;
  useEffect(() => {
    if (seenRef.current === undefined && used !== undefined) seenRef.current = used;
  }, [used]);

  useEffect(() => {
    if (!active || !ready) return;
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      let failures = 0;
      while (!signal.aborted) {
        const started = Date.now();
        try {
          const answer = await watchHolding(holdingId, seenRef.current ?? 0, signal);
          if (signal.aborted) return;
          failures = 0;
          if (answer.changed) {
            seenRef.current = answer.card.used;
            onChangeRef.current(answer);
          }
          // never more than one call a second, whatever the answers
          const elapsed = Date.now() - started;
          if (elapsed < LONG_POLL_MIN_INTERVAL_MS) await sleepUnlessAborted(LONG_POLL_MIN_INTERVAL_MS - elapsed, signal);
        } catch (e) {
          if (signal.aborted) return;
          // not the caller's (any more), or the session ended: nothing to watch
          if (isApiError(e) && LONG_POLL_STOP_CODES.has(e.code)) return;
          await sleepUnlessAborted(retryDelay(failures), signal);
          failures += 1;
        }
      }
    })();
    return () => controller.abort();
  }, [holdingId, active, ready]);
}

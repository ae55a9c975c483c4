/**
 * Identical reads in flight share one answer: a call with the key of a call still running waits for that call's
 * result instead of starting its own. Nothing is kept after it settles (no cache, no staleness beyond the one run),
 * and a failure reaches every waiter. For reads that many people ask at once — a business's figures on the screens of
 * its staff during a show (docs/statistics.md). The answer is shared: callers must not change it.
 */
export function singleFlight() {
  const running = new Map<string, Promise<unknown>>();
  return <T>(key: string, run: () => Promise<T>): Promise<T> => {
    const current = running.get(key) as Promise<T> | undefined;
    if (current) return current;
    const started = run().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}

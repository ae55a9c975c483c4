/** A waiting job: its own answer is settled by the batch that runs it. */
export interface Waiting<R> {
  resolve: (r: R) => void;
  reject: (e: unknown) => void;
}

/**
 * Jobs waiting per key, run together: a job goes at once when fewer than `running` batches of its key are running;
 * those that come meanwhile wait and go together (at most `max`), so many callers share one statement and one round
 * trip while their first one is answered at once. `run(key, batch)` runs one batch and settles each of its jobs; a
 * batch that throws rejects every job of it.
 */
export function batcher<K, P extends Waiting<never>>(
  run: (key: K, batch: P[]) => Promise<void>,
  opts: { max: number; running: number },
) {
  const keys = new Map<K, { queue: P[]; running: number }>();
  const drain = async (key: K) => {
    const state = keys.get(key)!;
    state.running++;
    while (state.queue.length) {
      const batch = state.queue.splice(0, opts.max);
      try {
        await run(key, batch);
      } catch (e) {
        for (const p of batch) p.reject(e);
      }
    }
    if (--state.running === 0) keys.delete(key);
  };
  return {
    add(key: K, p: P) {
      const state = keys.get(key) ?? { queue: [], running: 0 };
      keys.set(key, state);
      state.queue.push(p);
      if (state.running < opts.running) void drain(key);
    },
  };
}

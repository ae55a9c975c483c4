import { batcher, type Waiting } from '../../lib/batcher.js';
import { isRetryable } from '../../lib/pg-error.js';

const MAX_BATCH = 100;
const RUNNING = 2;

/**
 * Orders waiting per item: an order goes at once when fewer than RUNNING batches of its item are running; those
 * that come meanwhile wait and go together (at most MAX_BATCH), so a hot item's row is locked once for many orders,
 * and two batches keep two database connections busy (their buyers' locks are taken in one order, so they cannot
 * deadlock). A batch that fails as a whole (not a refusal: the database) is tried again one order at a time, so one
 * order's error is its own.
 *
 * `runOnce(key, batch)` runs one batch in one statement and settles each job of it.
 */
export function orderBatcher<P extends Waiting<never>>(runOnce: (key: number, batch: P[]) => Promise<void>) {
  /**
   * A deadlock (40P01) or serialization failure (40001) rolled the one statement back entirely: it is tried again
   * (at most 5 times; then 503, safe to retry), so a batch meeting a payment's or an expiry's locks in another order is not an error.
   */
  async function runMany(key: number, batch: P[]) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await runOnce(key, batch);
      } catch (e) {
        if (attempt >= 5 || !isRetryable(e)) throw e;
        await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
      }
    }
  }

  // a batch that failed as a whole (not a refusal: the database) is tried again one order at a time
  return batcher<number, P>(
    async (key, batch) => {
      try {
        await runMany(key, batch);
      } catch (e) {
        if (batch.length === 1) throw e;
        for (const p of batch)
          await runMany(key, [p]).catch((err: unknown) => {
            p.reject(err);
          });
      }
    },
    { max: MAX_BATCH, running: RUNNING },
  );
}

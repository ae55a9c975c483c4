import { funlyCopy, type FunlyDetail } from '@kc/shared';
import { api } from '../../../lib/http';

// one copy per route visit (`same/{id}/{timestamp}`), even when the effect asking for it runs twice
const pending = new Map<string, Promise<FunlyDetail>>();

/**
 * Copies event `id` as a new draft (everything but applications, bookings and statistics). The same `visit` (the
 * route's timestamp) answers the same copy, so a repeated mount never makes a second one.
 */
export const copyFunlyOnce = (id: number, visit: string): Promise<FunlyDetail> => {
  const key = `${id}:${visit}`;
  let p = pending.get(key);
  if (!p) {
    p = api.call(funlyCopy, { id });
    pending.set(key, p);
    // a failed copy may be tried again
    p.catch(() => pending.delete(key));
  }
  return p;
};

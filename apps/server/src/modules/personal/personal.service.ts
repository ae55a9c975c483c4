import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimiter } from '../../lib/rate-limit.js';

/** Personal pages, follows, the album and blocks (docs/community.md). */
export function personalService(deps: { db: Db; limits: RateLimiter; clock: Clock }) {
  void deps;
  return {};
}
export type PersonalService = ReturnType<typeof personalService>;

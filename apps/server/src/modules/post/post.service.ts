import type { Config } from '../../config/config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimiter } from '../../lib/rate-limit.js';

/** Posts, comments, reposts, tags, likes, favourites and feeds (docs/community.md). */
export function postService(deps: { db: Db; limits: RateLimiter; community: Config['community']; clock: Clock }) {
  void deps;
  return {};
}
export type PostService = ReturnType<typeof postService>;

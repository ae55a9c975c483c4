import { sql } from 'drizzle-orm';
import { centerBlock, userFollow } from '@kc/shared';
import { COMMUNITY_LIMITS, type CommunityLimits, type Config } from '../config/config.js';
import { rows } from './fixtures.js';
import type { TestApp } from './test-app.js';

export interface Person {
  uid: number;
  token: string;
}

/** n fresh people with sessions (mobiles `prefix` + 4 digits; prefix 7 digits), nicknames 车友<prefix>-<n>. */
export async function people(t: TestApp, n: number, prefix: string): Promise<Person[]> {
  const made = await rows<{ id: number }>(
    t,
    sql`insert into users (mobile, username, nickname)
        select ${prefix} || lpad(g::text, 4, '0'), 'p' || ${prefix} || g, '车友' || ${prefix} || '-' || g
        from generate_series(1, ${n}) g
        returning id`,
  );
  return Promise.all(made.map(async (u) => ({ uid: u.id, token: (await t.services.sessions.open(u.id)).token })));
}

/** `who` follows `whom` (fails the test when refused). */
export async function follow(t: TestApp, who: Person, whom: Person) {
  const r = await t.call(userFollow, { u: whom.uid, f: 1 }, { token: who.token });
  if (r.code !== 0) throw new Error(`userFollow: ${r.message}`);
  return r.data;
}

/** `who` blocks `whom` (fails the test when refused). */
export async function block(t: TestApp, who: Person, whom: Person) {
  const r = await t.call(centerBlock, { uid: whom.uid, block: 1 }, { token: who.token });
  if (r.code !== 0) throw new Error(`centerBlock: ${r.message}`);
}

/** the follow counters of a person as stored, and the follows rows they are the sum of */
export async function followCounts(t: TestApp, uid: number) {
  const [r] = await rows<{ follower_count: number; following_count: number; followers: number; following: number }>(
    t,
    sql`select follower_count, following_count,
               (select count(*)::int from follows where followee_id = ${uid}) as followers,
               (select count(*)::int from follows where follower_id = ${uid}) as following
        from users where id = ${uid}`,
  );
  return r!;
}

/** testApp's `community` override with some limits changed (tests call from one address: 127.0.0.1) */
export const communityWith = (limits: Partial<CommunityLimits>): Config['community'] => ({
  limits: { ...COMMUNITY_LIMITS, ...limits },
  sandboxHours: 24,
  duplicateSeconds: 300,
  feedCacheMs: 1000,
});

import { sql } from 'drizzle-orm';
import { bbsCreate, reportCreate } from '@kc/shared';
import { rows } from './fixtures.js';
import type { TestApp } from './test-app.js';

/** Community post fixtures (docs/community.md), shared by the post tests and the access matrix. */

/** Limits high enough that a test file's many posts, comments and likes never meet them (one test lowers one). */
export const roomyLimits = {
  post: { windowSeconds: 3600, perAccount: 10_000, perAddress: 100_000 },
  comment: { windowSeconds: 3600, perAccount: 10_000, perAddress: 100_000 },
  like: { windowSeconds: 3600, perAccount: 10_000, perAddress: 100_000 },
  follow: { windowSeconds: 3600, perAccount: 10_000, perAddress: 100_000 },
  report: { windowSeconds: 3600, perAccount: 10_000, perAddress: 100_000 },
  feedback: { windowSeconds: 3600, perAccount: 10_000, perAddress: 100_000 },
  album: { windowSeconds: 3600, perAccount: 10_000, perAddress: 100_000 },
  recognition: { windowSeconds: 3600, perAccount: 10_000, perAddress: 100_000 },
};

/**
 * `n` new people with sessions (mobiles `prefix` + 4 digits, prefix of 7 digits), registered `ageHours` ago
 * (default 48: past the new-account sandbox).
 */
export async function postPeople(
  t: TestApp,
  n: number,
  prefix: string,
  ageHours = 48,
): Promise<{ uid: number; token: string }[]> {
  const made = await rows<{ id: number }>(
    t,
    sql`insert into users (mobile, username, nickname, created_at)
        select ${prefix} || lpad(g::text, 4, '0'), 'p' || ${prefix} || g, '车友' || ${prefix} || g,
               now() - make_interval(hours => ${ageHours})
        from generate_series(1, ${n}) g
        returning id`,
  );
  return Promise.all(made.map(async (u) => ({ uid: u.id, token: (await t.services.sessions.open(u.id)).token })));
}

/** A post's fields: text, no media (`fields` change them). */
export const postInput = (fields: Record<string, unknown> = {}) => ({
  body: `骑行日记 ${Math.random().toString(36).slice(2)}`,
  images: [],
  tags: [],
  ...fields,
});

/** Publishes a post as `token` (postInput with `fields`): its id. */
export async function publishedPost(t: TestApp, token: string, fields: Record<string, unknown> = {}): Promise<number> {
  const r = await t.call(bbsCreate, postInput(fields), { token });
  if (r.code !== 0) throw new Error(`bbsCreate: ${r.message} ${JSON.stringify(r.data)}`);
  return r.data.id;
}

/** Hides a post the way people do: three new people (mobiles `prefix` + 4 digits) report it. */
export async function hideByReports(t: TestApp, id: number, prefix: string): Promise<void> {
  for (const p of await postPeople(t, 3, prefix)) {
    const r = await t.call(reportCreate, { module: 'bbs', id, reason: 'spam' }, { token: p.token });
    if (r.code !== 0) throw new Error(`reportCreate: ${r.message}`);
  }
}

/** `blocker` blocks `blocked` (straight in the table: the block rule is what is tested here). */
export const block = (t: TestApp, blocker: number, blocked: number) =>
  rows(t, sql`insert into blocks (blocker_id, blocked_id) values (${blocker}, ${blocked}) on conflict do nothing`);

export const unblock = (t: TestApp, blocker: number, blocked: number) =>
  rows(t, sql`delete from blocks where blocker_id = ${blocker} and blocked_id = ${blocked}`);

/** `follower` follows `followee` (straight in the table, counters kept exact). */
export async function follow(t: TestApp, follower: number, followee: number) {
  const added = await rows(
    t,
    sql`insert into follows (follower_id, followee_id) values (${follower}, ${followee}) on conflict do nothing returning id`,
  );
  if (added.length === 0) return;
  await rows(t, sql`update users set following_count = following_count + 1 where id = ${follower}`);
  await rows(t, sql`update users set follower_count = follower_count + 1 where id = ${followee}`);
}

/** A post's stored counters and state. */
export async function postRow(t: TestApp, id: number) {
  const [r] = await rows<{
    state: string;
    like_count: number;
    comment_count: number;
    relay_count: number;
    favorite_count: number;
  }>(t, sql`select state, like_count, comment_count, relay_count, favorite_count from posts where id = ${id}`);
  return r!;
}

/** A person's post_count, and whether it equals their visible posts. */
export async function postCount(t: TestApp, uid: number) {
  const [r] = await rows<{ n: number; real: number }>(
    t,
    sql`select post_count as n, (select count(*)::int from posts where user_id = ${uid} and state = 'visible') as real
        from users where id = ${uid}`,
  );
  return r!;
}

/** A tag's post_count and its visible posts (they must agree). */
export async function tagCount(t: TestApp, name: string) {
  const [r] = await rows<{ n: number; real: number }>(
    t,
    sql`select t.post_count as n,
               (select count(*)::int from post_tags pt join posts p on p.id = pt.post_id
                where pt.tag_id = t.id and p.state = 'visible') as real
        from tags t where t.name = ${name}`,
  );
  return r ?? { n: 0, real: 0 };
}

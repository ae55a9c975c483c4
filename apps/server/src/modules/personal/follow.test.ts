import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorCode, followList, userFollow } from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';
import { fieldNames, rows } from '../../test/fixtures.js';
import { communityWith, follow, followCounts, people } from '../../test/people-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  // the 100 parallel follows come from one address: room above the per-address limit
  t = await testApp({
    community: communityWith({ follow: { windowSeconds: 3600, perAccount: 1000, perAddress: 100000 } }),
  });
});
afterAll(() => t.close());

const as = (token: string) => ({ token });

describe('userFollow', () => {
  it('follows once, reads the status, unfollows; counts on both people follow the rows', async () => {
    const [a, b] = await people(t, 2, '1781000');
    const first = await t.call(userFollow, { u: b!.uid, f: 1 }, as(a!.token));
    expect(first).toMatchObject({ code: 0, data: { following: true, followed_by: false, follower_count: 1 } });
    // a repeat does not count
    expect((await t.call(userFollow, { u: b!.uid }, as(a!.token))).data).toEqual({
      following: true,
      followed_by: false,
      follower_count: 1,
    });
    // the other side reads the status: they are followed by a
    expect((await t.call(userFollow, { u: a!.uid, getstatus: 1 }, as(b!.token))).data).toEqual({
      following: false,
      followed_by: true,
      follower_count: 0,
    });
    expect(await followCounts(t, a!.uid)).toEqual({
      follower_count: 0,
      following_count: 1,
      followers: 0,
      following: 1,
    });
    expect(await followCounts(t, b!.uid)).toEqual({
      follower_count: 1,
      following_count: 0,
      followers: 1,
      following: 0,
    });

    const off = await t.call(userFollow, { u: b!.uid, f: 0 }, as(a!.token));
    expect(off.data).toEqual({ following: false, followed_by: false, follower_count: 0 });
    // unfollowing again changes nothing
    expect((await t.call(userFollow, { u: b!.uid, f: 0 }, as(a!.token))).data.follower_count).toBe(0);
    expect(await followCounts(t, a!.uid)).toEqual({
      follower_count: 0,
      following_count: 0,
      followers: 0,
      following: 0,
    });
  });

  it('refuses yourself, an unknown or deleted person, a bad query and a call without a session', async () => {
    const [a, gone] = await people(t, 2, '1781001');
    expect(await t.call(userFollow, { u: a!.uid, f: 1 }, as(a!.token))).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '不能关注自己',
    });
    expect(await t.call(userFollow, { u: 999999, f: 1 }, as(a!.token))).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: '用户不存在',
    });
    await rows(t, sql`update users set deleted_at = now() where id = ${gone!.uid}`);
    expect(await t.call(userFollow, { u: gone!.uid, f: 1 }, as(a!.token))).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: '用户不存在',
    });
    expect(await t.call(userFollow, { u: gone!.uid, getstatus: 1 }, as(a!.token))).toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    const bad = await t.call(userFollow, { u: 'x', f: 2 }, as(a!.token));
    expect(bad.code).toBe(ErrorCode.VALIDATION);
    expect(fieldNames(bad)).toEqual(expect.arrayContaining(['u', 'f']));
    expect((await t.call(userFollow, { u: a!.uid })).code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('100 people follow one person in parallel: 100 followers, each following 1; repeats do not count', async () => {
    const [star] = await people(t, 1, '1781002');
    const fans = await people(t, 100, '1781003');
    const answers = await Promise.all(fans.map((f) => t.call(userFollow, { u: star!.uid, f: 1 }, as(f.token))));
    expect(answers.every((a) => a.code === 0 && a.data.following)).toBe(true);
    expect(await followCounts(t, star!.uid)).toMatchObject({ follower_count: 100, followers: 100 });
    for (const f of fans.slice(0, 5)) expect(await followCounts(t, f.uid)).toMatchObject({ following_count: 1 });
    // the same 10 people follow again, 5 times each, in parallel: nothing changes
    await Promise.all(
      fans
        .slice(0, 10)
        .flatMap((f) => Array.from({ length: 5 }, () => t.call(userFollow, { u: star!.uid }, as(f.token)))),
    );
    expect(await followCounts(t, star!.uid)).toMatchObject({ follower_count: 100, followers: 100 });
    // 30 unfollow while 30 of them follow again and 30 unfollow twice: the counter stays the sum of the rows
    await Promise.all([
      ...fans.slice(0, 30).map((f) => t.call(userFollow, { u: star!.uid, f: 0 }, as(f.token))),
      ...fans.slice(30, 60).flatMap((f) => [0, 0].map(() => t.call(userFollow, { u: star!.uid, f: 0 }, as(f.token)))),
      ...fans.slice(0, 30).map((f) => t.call(userFollow, { u: star!.uid, f: 1 }, as(f.token))),
    ]);
    const after = await followCounts(t, star!.uid);
    expect(after.follower_count).toBe(after.followers);
    expect(after.followers).toBeGreaterThanOrEqual(40);
    expect(after.followers).toBeLessThanOrEqual(70);
    for (const f of fans.slice(0, 60)) {
      const c = await followCounts(t, f.uid);
      expect(c.following_count).toBe(c.following);
    }
  });

  it('two people follow each other in parallel: both counters exact, no deadlock', async () => {
    const pairs = await people(t, 20, '1781004');
    const answers = await Promise.all(
      pairs.flatMap((p, i) => {
        const other = pairs[i ^ 1]!;
        return [
          t.call(userFollow, { u: other.uid }, as(p.token)),
          t.call(userFollow, { u: other.uid, f: 0 }, as(p.token)),
        ];
      }),
    );
    expect(answers.every((a) => a.code === 0)).toBe(true);
    for (const p of pairs) {
      const c = await followCounts(t, p.uid);
      expect(c.follower_count).toBe(c.followers);
      expect(c.following_count).toBe(c.following);
    }
  });
});

describe('followList', () => {
  it('followers newest first, paged by cursor to the end; following marks whom the caller follows', async () => {
    const [star, viewer] = await people(t, 2, '1781010');
    const fans = await people(t, 25, '1781011');
    for (const f of fans) await follow(t, f, star!);
    await follow(t, viewer!, fans[24]!);
    await follow(t, viewer!, fans[0]!);

    const seen: number[] = [];
    let cursor = '';
    const sizes: number[] = [];
    for (;;) {
      const r = await t.call(
        followList,
        { uid: star!.uid, type: 'followers', cursor, page_size: 10 },
        as(viewer!.token),
      );
      expect(r.code).toBe(0);
      sizes.push(r.data.list.length);
      seen.push(...r.data.list.map((p) => p.uid));
      if (r.data.list[0]?.uid === fans[24]!.uid) expect(r.data.list[0]).toMatchObject({ following: true, badges: [] });
      cursor = r.data.next_cursor;
      if (!cursor) break;
    }
    expect(sizes).toEqual([10, 10, 5]);
    expect(seen).toEqual(fans.map((f) => f.uid).reverse());
    const last = await t.call(followList, { uid: star!.uid, type: 'followers', page_size: 50 }, as(viewer!.token));
    expect(last.data.list.filter((p) => p.following).map((p) => p.uid)).toEqual([fans[24]!.uid, fans[0]!.uid]);
    expect(last.data.next_cursor).toBe('');

    // whom a fan follows, read by anyone (anonymous: following false)
    const anon = await t.call(followList, { uid: fans[3]!.uid });
    expect(anon.data.list).toEqual([
      { uid: star!.uid, nickname: '车友1781010-1', avatar: '', badges: [], signature: '', following: false },
    ]);
    // no uid: mine
    const mine = await t.call(followList, {}, as(viewer!.token));
    expect(mine.data.list.map((p) => p.uid)).toEqual([fans[0]!.uid, fans[24]!.uid]);
  });

  it('refuses a bad cursor, an unknown type, an unknown person; mine without a session is 30000', async () => {
    const [a] = await people(t, 1, '1781012');
    expect(await t.call(followList, { cursor: 'bm9wZQ' }, as(a!.token))).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '分页参数无效',
    });
    expect(await t.call(followList, { cursor: '!!!' }, as(a!.token))).toMatchObject({ message: '分页参数无效' });
    expect(await t.call(followList, { type: 'friends' }, as(a!.token))).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '未知的列表类型',
    });
    expect(await t.call(followList, { uid: 999999 })).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: '用户不存在',
    });
    expect((await t.call(followList, {})).code).toBe(ErrorCode.SESSION_INVALID);
  });
});

describe('follow rate limit', () => {
  it('past the limit: 10029 with the Chinese message, nothing changed', async () => {
    const limited = await testApp({
      community: communityWith({ follow: { windowSeconds: 3600, perAccount: 3, perAddress: 100 } }),
    });
    try {
      const [a, ...others] = await people(limited, 5, '1781020');
      const answers = [];
      for (const o of others) answers.push(await limited.call(userFollow, { u: o.uid }, as(a!.token)));
      expect(answers.map((r) => r.code)).toEqual([0, 0, 0, ErrorCode.RATE_LIMITED]);
      expect(answers[3]!.message).toBe('关注操作过于频繁，请稍后再试');
      expect(await followCounts(limited, others[3]!.uid)).toMatchObject({ follower_count: 0, followers: 0 });
      // reading the status is not counted
      expect((await limited.call(userFollow, { u: others[0]!.uid, getstatus: 1 }, as(a!.token))).code).toBe(0);
    } finally {
      await limited.close();
    }
  });
});

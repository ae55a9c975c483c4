import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  centerAlbum,
  centerAlbumList,
  centerBlock,
  centerBlockList,
  centerIndex,
  ErrorCode,
  followList,
  userFollow,
} from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';
import { fieldNames, rows } from '../../test/fixtures.js';
import { block, follow, followCounts, people } from '../../test/people-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const as = (token: string) => ({ token });

describe('centerBlock', () => {
  it('a block removes the follows both ways with exact counts, then hides both ways', async () => {
    const [a, b, c] = await people(t, 3, '1782000');
    await follow(t, a!, b!);
    await follow(t, b!, a!);
    await follow(t, c!, a!);
    await follow(t, c!, b!);
    expect((await t.call(centerBlock, { uid: b!.uid }, as(a!.token))).data).toEqual({ blocking: true });
    expect(await followCounts(t, a!.uid)).toEqual({
      follower_count: 1,
      following_count: 0,
      followers: 1,
      following: 0,
    });
    expect(await followCounts(t, b!.uid)).toEqual({
      follower_count: 1,
      following_count: 0,
      followers: 1,
      following: 0,
    });

    // follows across the block, both ways, with the message naming who blocked whom
    expect(await t.call(userFollow, { u: a!.uid }, as(b!.token))).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      message: '由于对方的隐私设置，无法进行此操作',
    });
    expect(await t.call(userFollow, { u: b!.uid }, as(a!.token))).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      message: '你已拉黑对方，请先解除拉黑',
    });
    expect(await followCounts(t, a!.uid)).toMatchObject({ follower_count: 1, following_count: 0 });

    // the blocked person cannot open the blocker's page; the blocker still can, to unblock
    expect(await t.call(centerIndex, { uid: a!.uid }, as(b!.token))).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: '用户不存在',
    });
    const page = await t.call(centerIndex, { uid: b!.uid }, as(a!.token));
    expect(page.data.relation).toEqual({ is_me: false, following: false, followed_by: false, blocking: true });

    // the follow lists leave the other out, both ways; a third person still sees both
    const cFollowing = (token?: string) =>
      t.call(followList, { uid: c!.uid }, token ? as(token) : {}).then((r) => r.data.list.map((p) => p.uid));
    expect(await cFollowing(a!.token)).toEqual([a!.uid]);
    expect(await cFollowing(b!.token)).toEqual([b!.uid]);
    expect(await cFollowing()).toEqual([b!.uid, a!.uid]);
    // the blocker's own lists are reachable by the blocked person? no: their page is gone, so are their lists
    expect((await t.call(followList, { uid: a!.uid }, as(b!.token))).code).toBe(ErrorCode.NOT_FOUND);

    // albums: the blocker's is 10004 to the blocked; the blocked person's is empty to the blocker
    await t.call(centerAlbum, { images: ['/uploads/a.png'] }, as(a!.token));
    await t.call(centerAlbum, { images: ['/uploads/b.png'] }, as(b!.token));
    expect(await t.call(centerAlbumList, { uid: a!.uid }, as(b!.token))).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: '用户不存在',
    });
    expect((await t.call(centerAlbumList, { uid: b!.uid }, as(a!.token))).data).toMatchObject({ list: [], count: 0 });
    expect((await t.call(centerAlbumList, { uid: b!.uid }, as(c!.token))).data.count).toBe(1);

    // unblock: the pages and the follow work again
    expect((await t.call(centerBlock, { uid: b!.uid, block: 0 }, as(a!.token))).data).toEqual({ blocking: false });
    expect((await t.call(centerIndex, { uid: a!.uid }, as(b!.token))).code).toBe(0);
    expect((await t.call(userFollow, { u: a!.uid }, as(b!.token))).data).toMatchObject({ following: true });
    expect(await followCounts(t, a!.uid)).toMatchObject({ follower_count: 2, followers: 2 });
  });

  it('both may block each other; a repeat block is one row; unblocking one side keeps the other', async () => {
    const [a, b] = await people(t, 2, '1782001');
    await block(t, a!, b!);
    await block(t, a!, b!);
    await block(t, b!, a!);
    const [n] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from blocks where blocker_id in (${a!.uid}, ${b!.uid})`,
    );
    expect(n!.n).toBe(2);
    await t.call(centerBlock, { uid: b!.uid, block: 0 }, as(a!.token));
    // b still blocks a: a may not follow b (b's privacy), and b's page is gone for a
    expect(await t.call(userFollow, { u: b!.uid }, as(a!.token))).toMatchObject({
      message: '由于对方的隐私设置，无法进行此操作',
    });
    expect((await t.call(centerIndex, { uid: b!.uid }, as(a!.token))).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('refuses yourself, an unknown person, a bad query and a call without a session', async () => {
    const [a] = await people(t, 1, '1782002');
    expect(await t.call(centerBlock, { uid: a!.uid }, as(a!.token))).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '不能拉黑自己',
    });
    expect(await t.call(centerBlock, { uid: 999999 }, as(a!.token))).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: '用户不存在',
    });
    const bad = await t.call(centerBlock, { uid: 0, block: 3 }, as(a!.token));
    expect(fieldNames(bad)).toEqual(expect.arrayContaining(['uid', 'block']));
    expect((await t.call(centerBlock, { uid: a!.uid })).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(centerBlockList, {})).code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('parallel follows both ways while one blocks: no follow survives the block, counters exact', async () => {
    const ps = await people(t, 20, '1782003');
    const pairs = Array.from({ length: 10 }, (_, i) => [ps[2 * i]!, ps[2 * i + 1]!] as const);
    for (const [a, b] of pairs) await follow(t, b, a);
    await Promise.all(
      pairs.flatMap(([a, b]) => [
        t.call(userFollow, { u: b.uid }, as(a.token)),
        t.call(centerBlock, { uid: b.uid }, as(a.token)),
        t.call(userFollow, { u: a.uid }, as(b.token)),
        t.call(userFollow, { u: b.uid }, as(a.token)),
      ]),
    );
    const [left] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from follows f join blocks b
            on (b.blocker_id = f.follower_id and b.blocked_id = f.followee_id)
            or (b.blocker_id = f.followee_id and b.blocked_id = f.follower_id)`,
    );
    expect(left!.n).toBe(0);
    for (const p of ps) {
      const c = await followCounts(t, p.uid);
      expect(c).toEqual({ ...c, follower_count: c.followers, following_count: c.following });
      expect(c.followers + c.following).toBe(0);
    }
  });
});

describe('centerBlockList', () => {
  it('the people I blocked, newest first, with the block time; unblocked ones leave', async () => {
    const [me, x, y, z] = await people(t, 4, '1782010');
    await block(t, me!, x!);
    await block(t, me!, y!);
    await block(t, me!, z!);
    await block(t, x!, me!);
    await t.call(centerBlock, { uid: y!.uid, block: 0 }, as(me!.token));
    const r = await t.call(centerBlockList, {}, as(me!.token));
    expect(r.data).toMatchObject({ count: 2, page_size: 10 });
    expect(r.data.list.map((p) => p.uid)).toEqual([z!.uid, x!.uid]);
    expect(r.data.list[0]).toMatchObject({ nickname: '车友1782010-4', avatar: '', badges: [] });
    expect(Math.abs(r.data.list[0]!.block_time - Date.now() / 1000)).toBeLessThan(60);
    const page2 = await t.call(centerBlockList, { page: 2, page_size: 1 }, as(me!.token));
    expect(page2.data.list.map((p) => p.uid)).toEqual([x!.uid]);
    // x's list holds me only
    expect((await t.call(centerBlockList, {}, as(x!.token))).data.list.map((p) => p.uid)).toEqual([me!.uid]);
  });
});

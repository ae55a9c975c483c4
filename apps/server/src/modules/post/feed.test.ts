import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bbsComment,
  bbsComments,
  bbsDelete,
  bbsDoLike,
  bbsFavorite,
  bbsList,
  centerIndex,
  ErrorCode,
  logout,
} from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';
import { fieldNames, rows } from '../../test/fixtures.js';
import { block, follow, hideByReports, postPeople, publishedPost, roomyLimits } from '../../test/post-fixtures.js';
import { setPostState } from './post.repository.js';
import { encodeCursor } from '../../lib/keyset.js';

let t: TestApp;
type Person = { uid: number; token: string };
let a: Person;
let b: Person;
let c: Person;
let viewer: Person;
/** posts by a, b and c, oldest first */
const made: { id: number; by: number }[] = [];

beforeAll(async () => {
  t = await testApp(
    { community: { limits: roomyLimits, sandboxHours: 24, duplicateSeconds: 300, feedCacheMs: 1000 } },
    { seed: false },
  );
  [a, b, c, viewer] = (await postPeople(t, 4, '1774000')) as [Person, Person, Person, Person];
  for (let i = 0; i < 24; i++) {
    const p = [a, b, c][i % 3]!;
    made.push({ id: await publishedPost(t, p.token, { tags: i % 2 === 0 ? ['自驾游'] : ['摩旅'] }), by: p.uid });
  }
});
afterAll(() => t.close());

const as = (token: string) => ({ token });
type Query = Parameters<typeof bbsList.query.parse>[0];

/** every post id of a feed, page by page following next_cursor */
async function walk(q: Record<string, unknown>, token?: string, pageSize = 5): Promise<number[]> {
  const ids: number[] = [];
  let cursor = '';
  for (let n = 0; n < 100; n++) {
    const r = await t.call(bbsList, { ...q, page_size: pageSize, cursor } as Query, token ? as(token) : {});
    expect(r.code).toBe(0);
    ids.push(...r.data.list.map((p) => p.id));
    if (!r.data.next_cursor) return ids;
    expect(r.data.list).toHaveLength(pageSize);
    cursor = r.data.next_cursor;
  }
  throw new Error('the feed never ended');
}

const newestFirst = (ids: number[]) => [...ids].sort((x, y) => y - x);

describe('latest', () => {
  it('every visible post once, newest first, page by page', async () => {
    const ids = await walk({ kind: 'latest' });
    expect(ids).toEqual(newestFirst(made.map((m) => m.id)));
    const first = await t.call(bbsList, { page_size: 3 });
    expect(first.data).toMatchObject({ page_size: 3 });
    expect(first.data.list.map((p) => p.id)).toEqual(ids.slice(0, 3));
  });

  it('the spec page numbers read the same pages', async () => {
    const keyset = await walk({ kind: 'latest' }, undefined, 4);
    const page3 = await t.call(bbsList, { kind: 'latest', page: 3, page_size: 4 });
    expect(page3.data.list.map((p) => p.id)).toEqual(keyset.slice(8, 12));
    // and its cursor goes on from there
    const page4 = await t.call(bbsList, { kind: 'latest', page_size: 4, cursor: page3.data.next_cursor });
    expect(page4.data.list.map((p) => p.id)).toEqual(keyset.slice(12, 16));
  });

  it('a bad cursor: 10001 分页参数无效', async () => {
    for (const cursor of [
      'garbage!',
      'abc',
      encodeCursor(0).replace(/=/g, ''),
      Buffer.from('k-1').toString('base64url'),
      'x'.repeat(201),
    ]) {
      const r = await t.call(bbsList, { kind: 'latest', cursor });
      expect(r.code).toBe(ErrorCode.VALIDATION);
      expect(r.message).toBe('分页参数无效');
    }
  });

  it('leaves out people blocked either way, and hidden and deleted posts', async () => {
    const [x, y] = await postPeople(t, 2, '1774001');
    const byX = await publishedPost(t, x!.token);
    const hidden = await publishedPost(t, y!.token);
    const gone = await publishedPost(t, y!.token);
    await hideByReports(t, hidden, '1774101');
    await t.call(bbsDelete, { id: gone }, as(y!.token));
    await block(t, x!.uid, viewer.uid);
    const seen = await walk({ kind: 'latest' }, viewer.token, 10);
    expect(seen).not.toContain(byX);
    expect(seen).not.toContain(hidden);
    expect(seen).not.toContain(gone);
    expect(await walk({ kind: 'latest' }, y!.token, 10)).toContain(byX);
    // the blocker does not see the blocked either
    const byViewer = await publishedPost(t, viewer.token);
    expect(await walk({ kind: 'latest' }, x!.token, 10)).not.toContain(byViewer);
    expect(await walk({ kind: 'latest' }, undefined, 10)).toContain(byX);
  });
});

describe('following', () => {
  it('asks for a session; lists the posts of people I follow', async () => {
    expect((await t.call(bbsList, { kind: 'following' })).code).toBe(ErrorCode.SESSION_INVALID);
    const [me] = await postPeople(t, 1, '1774002');
    expect((await t.call(bbsList, { kind: 'following' }, as(me!.token))).data).toEqual({
      list: [],
      next_cursor: '',
      page_size: 10,
    });
    await follow(t, me!.uid, a.uid);
    await follow(t, me!.uid, c.uid);
    const ids = await walk({ kind: 'following' }, me!.token, 3);
    expect(ids).toEqual(newestFirst(made.filter((m) => m.by === a.uid || m.by === c.uid).map((m) => m.id)));
  });
});

describe('tag', () => {
  it('the posts with the tag; names the missing tag', async () => {
    const ids = await walk({ kind: 'tag', tag: '自驾游' }, undefined, 4);
    expect(ids).toEqual(newestFirst(made.filter((_, i) => i % 2 === 0).map((m) => m.id)));
    expect((await t.call(bbsList, { kind: 'tag', tag: '没有这个' })).data.list).toEqual([]);
    expect(fieldNames(await t.call(bbsList, { kind: 'tag' }))).toEqual(['tag']);
    const [p] = await postPeople(t, 1, '1774003');
    const hidden = await publishedPost(t, p!.token, { tags: ['自驾游'] });
    expect((await t.call(bbsList, { kind: 'tag', tag: '自驾游', page_size: 1 })).data.list[0]!.id).toBe(hidden);
    await hideByReports(t, hidden, '1774102');
    expect((await t.call(bbsList, { kind: 'tag', tag: '自驾游', page_size: 1 })).data.list[0]!.id).not.toBe(hidden);
  });
});

describe('user', () => {
  it("one person's visible posts; the author also sees the hidden and removed ones, with their state", async () => {
    const [p] = await postPeople(t, 1, '1774004');
    const shown = await publishedPost(t, p!.token);
    const hidden = await publishedPost(t, p!.token);
    const removed = await publishedPost(t, p!.token);
    await t.database.db.transaction(async (tx) => {
      await setPostState(tx, hidden, 'hidden');
      await setPostState(tx, removed, 'removed', '违规');
    });
    expect(await walk({ kind: 'user', uid: p!.uid }, viewer.token)).toEqual([shown]);
    const own = await t.call(bbsList, { kind: 'user', uid: p!.uid }, as(p!.token));
    expect(own.data.list.map((x) => [x.id, x.state, x.state_reason])).toEqual([
      [removed, 'removed', '违规'],
      [hidden, 'hidden', ''],
      [shown, 'visible', ''],
    ]);
    expect(fieldNames(await t.call(bbsList, { kind: 'user' }))).toEqual(['uid']);
    await block(t, p!.uid, viewer.uid);
    expect((await t.call(bbsList, { kind: 'user', uid: p!.uid }, as(viewer.token))).data.list).toEqual([]);
  });
});

describe('favorite', () => {
  it('asks for a session; my favourites, newest favourite first, paged by the favourite', async () => {
    expect((await t.call(bbsList, { kind: 'favorite' })).code).toBe(ErrorCode.SESSION_INVALID);
    const [me] = await postPeople(t, 1, '1774005');
    const order = [made[3]!.id, made[20]!.id, made[0]!.id, made[11]!.id];
    for (const id of order) expect((await t.call(bbsFavorite, { id }, as(me!.token))).code).toBe(0);
    const ids = await walk({ kind: 'favorite' }, me!.token, 3);
    expect(ids).toEqual([...order].reverse());
    const first = await t.call(bbsList, { kind: 'favorite', page_size: 3 }, as(me!.token));
    expect(first.data.list.every((p) => p.favorited)).toBe(true);
    // un-favourited ones leave the list
    await t.call(bbsFavorite, { id: made[0]!.id, favorite: 0 }, as(me!.token));
    expect(await walk({ kind: 'favorite' }, me!.token, 3)).toEqual([made[11]!.id, made[20]!.id, made[3]!.id]);
  });
});

describe('badges', () => {
  it('a certified car owner carries 认证车主 on posts, comments and the personal page; others none', async () => {
    await rows(t, sql`update users set car_owner = true where id = ${a.uid}`);
    try {
      const page = (await t.call(bbsList, { kind: 'latest', page_size: 6 }, as(viewer.token))).data.list;
      expect(page.map((p) => [p.author.uid, p.author.badges])).toEqual(
        page.map((p) => [p.author.uid, p.author.uid === a.uid ? ['认证车主'] : []]),
      );
      expect(page.some((p) => p.author.uid === a.uid)).toBe(true);
      const post = made.find((m) => m.by === b.uid)!.id;
      expect((await t.call(bbsComment, { post_id: post, body: '同去' }, as(a.token))).code).toBe(0);
      const comments = (await t.call(bbsComments, { post_id: post }, as(viewer.token))).data.list;
      expect(comments.find((x) => x.author.uid === a.uid)?.author.badges).toEqual(['认证车主']);
      expect((await t.call(centerIndex, { uid: a.uid }, as(viewer.token))).data.profile.badges).toEqual(['认证车主']);
      expect((await t.call(centerIndex, { uid: b.uid }, as(viewer.token))).data.profile.badges).toEqual([]);
    } finally {
      await rows(t, sql`update users set car_owner = false where id = ${a.uid}`);
    }
  });
});

describe('the session, checked inside the feed statement', () => {
  it('a live session reads its likes; after logout the same token reads the feed as nobody, and following is 30000', async () => {
    const [me] = await postPeople(t, 1, '1774006');
    const liked = await publishedPost(t, a.token);
    expect((await t.call(bbsDoLike, { id: liked, like: 1 }, as(me!.token))).code).toBe(0);
    await follow(t, me!.uid, a.uid);
    const mine = await t.call(bbsList, { kind: 'latest', page_size: 3 }, as(me!.token));
    expect(mine.data.list.find((p) => p.id === liked)?.liked).toBe(true);
    expect(mine.data.list.find((p) => p.id === liked)?.actions).toContain('like');
    expect((await t.call(bbsList, { kind: 'following' }, as(me!.token))).code).toBe(0);

    expect((await t.call(logout, {}, as(me!.token))).code).toBe(0);
    const after = await t.call(bbsList, { kind: 'latest', page_size: 3 }, as(me!.token));
    expect(after.code).toBe(0);
    expect(after.data.list.map((p) => p.id)).toEqual(mine.data.list.map((p) => p.id));
    expect(after.data.list.every((p) => !p.liked && p.actions.length === 0)).toBe(true);
    expect((await t.call(bbsList, { kind: 'following' }, as(me!.token))).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(bbsList, { kind: 'favorite' }, as(me!.token))).code).toBe(ErrorCode.SESSION_INVALID);
  });
});

describe('the public page, kept a moment and shared (post.service.ts)', () => {
  it('each reader still gets their own likes and blocks, and every write shows at once', async () => {
    const [author, me, other] = (await postPeople(t, 3, '1774007')) as [Person, Person, Person];
    const id = await publishedPost(t, author.token);
    const q = { kind: 'latest', page_size: 7 } as Query;
    const first = async (who: Person) => (await t.call(bbsList, q, as(who.token))).data.list[0]!;
    expect(await first(other)).toMatchObject({ id, like_count: 0, liked: false });
    // a like: counted for everyone at once, marked only for the liker
    expect((await t.call(bbsDoLike, { id, like: 1 }, as(me.token))).code).toBe(0);
    expect(await first(me)).toMatchObject({ id, like_count: 1, liked: true });
    expect(await first(other)).toMatchObject({ id, like_count: 1, liked: false });
    expect((await t.call(bbsList, q)).data.list[0]).toMatchObject({ id, like_count: 1, liked: false, actions: [] });
    // a block either way: the page read for the blocked reader leaves the author out and is still full
    await block(t, author.uid, other.uid);
    const theirs = (await t.call(bbsList, q, as(other.token))).data;
    expect(theirs.list.map((p) => p.author.uid)).not.toContain(author.uid);
    expect(theirs.list).toHaveLength(7);
    expect((await first(me)).id).toBe(id);
    // a new post and a deleted one: at once
    const fresh = await publishedPost(t, me.token);
    expect((await first(other)).id).toBe(fresh);
    expect((await t.call(bbsDelete, { id: fresh }, as(me.token))).code).toBe(0);
    expect((await first(me)).id).toBe(id);
  });

  it('20 parallel readers of one page (looked up together) each get their own likes; a logged-out one reads as nobody', async () => {
    const people = (await postPeople(t, 20, '1774008')) as Person[];
    const [author] = (await postPeople(t, 1, '1774009')) as [Person];
    const id = await publishedPost(t, author.token);
    const likers = people.filter((_, i) => i % 2 === 0);
    for (const p of likers) expect((await t.call(bbsDoLike, { id, like: 1 }, as(p.token))).code).toBe(0);
    expect((await t.call(logout, {}, as(people[0]!.token))).code).toBe(0);
    const q = { kind: 'latest', page_size: 8 } as Query;
    const pages = await Promise.all(people.map((p) => t.call(bbsList, q, as(p.token))));
    expect(pages.map((r) => r.data.list[0]!.id)).toEqual(people.map(() => id));
    expect(pages.map((r) => r.data.list[0]!.like_count)).toEqual(people.map(() => likers.length));
    expect(pages.map((r) => r.data.list[0]!.liked)).toEqual(people.map((_, i) => i !== 0 && i % 2 === 0));
    expect(pages[0]!.data.list[0]!.actions).toEqual([]);
    expect(pages[1]!.data.list[0]!.actions).toContain('like');
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bbsComments,
  bbsCreate,
  bbsDelete,
  bbsDoLike,
  bbsFavorite,
  bbsRelay,
  bbsShow,
  bbsTags,
  bbsUpdate,
  ErrorCode,
} from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';
import { demoProject, demoTokens, fieldNames, publishedEvent, rows } from '../../test/fixtures.js';
import {
  block,
  postCount,
  postInput,
  postPeople,
  postRow,
  publishedPost,
  roomyLimits,
  tagCount,
  unblock,
} from '../../test/post-fixtures.js';
import { setPostState } from './post.repository.js';
import { contentHash } from './post-access.js';

let t: TestApp;
let tok: Awaited<ReturnType<typeof demoTokens>>;
/** an author and two others, past the new-account sandbox */
let author: { uid: number; token: string };
let other: { uid: number; token: string };
let third: { uid: number; token: string };

beforeAll(async () => {
  t = await testApp({ community: { limits: roomyLimits, sandboxHours: 24, duplicateSeconds: 300, feedCacheMs: 1000 } });
  tok = await demoTokens(t);
  [author, other, third] = (await postPeople(t, 3, '1772000')) as [typeof author, typeof author, typeof author];
});
afterAll(() => t.close());
afterEach(() => {
  t.services.clock.now = () => new Date();
});

const as = (token: string) => ({ token });
const state = (id: number, s: 'visible' | 'hidden' | 'removed' | 'deleted', reason = '') =>
  t.database.db.transaction((tx) => setPostState(tx, id, s, reason));

describe('create', () => {
  it('publishes with tags, answers the post, counts the author and each tag', async () => {
    const before = await tagCount(t, '摩旅');
    const r = await t.call(
      bbsCreate,
      {
        body: '  周末跑了一趟川西\n风景很好  ',
        images: ['/uploads/1/a.png', '/uploads/1/b.png'],
        tags: ['摩旅', '川西'],
      },
      as(author.token),
    );
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({
      author: { uid: author.uid, nickname: '车友17720001', badges: [] },
      body: '周末跑了一趟川西\n风景很好',
      images: ['/uploads/1/a.png', '/uploads/1/b.png'],
      tags: ['摩旅', '川西'],
      link: null,
      relay_of: null,
      state: 'visible',
      state_label: '已发布',
      like_count: 0,
      comment_count: 0,
      liked: false,
      actions: ['like', 'favorite', 'comment', 'relay', 'edit', 'delete'],
    });
    expect(await postCount(t, author.uid)).toEqual({ n: 1, real: 1 });
    expect(await tagCount(t, '摩旅')).toEqual({ n: before.n + 1, real: before.real + 1 });
    expect(await tagCount(t, '川西')).toEqual({ n: 1, real: 1 });
  });

  it('names the field of every validation problem', async () => {
    const bad = async (q: Record<string, unknown>) => t.call(bbsCreate, q, as(author.token));
    const empty = await bad({ body: '   ' });
    expect(empty).toMatchObject({ code: ErrorCode.VALIDATION, message: '请输入内容或添加图片、视频' });
    expect(fieldNames(empty)).toEqual(['body']);
    expect(fieldNames(await bad(postInput({ images: Array(10).fill('/uploads/1/a.png') })))).toEqual(['images']);
    expect(fieldNames(await bad(postInput({ tags: ['a', 'b', 'c', 'd', 'e', 'f'] })))).toEqual(['tags']);
    expect(fieldNames(await bad(postInput({ tags: ['改装', '改装'] })))).toEqual(['tags']);
    expect(fieldNames(await bad(postInput({ tags: ['有 空格'] })))).toEqual(['tags.0']);
    expect(
      fieldNames(await bad(postInput({ images: ['/uploads/1/a.png'], video: '/uploads/1/v.mp4', video_cover: '/a' }))),
    ).toEqual(['video']);
    expect(fieldNames(await bad(postInput({ video: '/uploads/1/v.mp4' })))).toEqual(['video_cover']);
    expect(fieldNames(await bad(postInput({ link_type: 'funly' })))).toEqual(['link_id']);
    expect(fieldNames(await bad(postInput({ images: ['javascript:alert(1)'] })))).toEqual(['images.0']);
    expect(fieldNames(await bad(postInput({ body: '字'.repeat(2001) })))).toEqual(['body']);
  });

  it('asks for a session', async () => {
    expect((await t.call(bbsCreate, postInput())).code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('links a running event, a published ride or exhibition; anything else is 10004', async () => {
    const eventId = await publishedEvent(t, tok);
    const projectId = await demoProject(t, tok, '摩博会');
    const [ride] = await rows<{ id: number }>(t, sql`select id from rides where state = 'published' limit 1`);
    const funly = await t.call(bbsCreate, postInput({ link_type: 'funly', link_id: eventId }), as(author.token));
    expect(funly.data.link).toEqual({
      type: 'funly',
      id: eventId,
      title: '周末试驾日',
      cover: '/uploads/funly-cover.png',
    });
    const expo = await t.call(bbsCreate, postInput({ link_type: 'exhibition', link_id: projectId }), as(author.token));
    expect(expo.data.link).toMatchObject({ type: 'exhibition', id: projectId, title: '摩博会' });
    const ridePost = await t.call(bbsCreate, postInput({ link_type: 'ride', link_id: ride!.id }), as(author.token));
    expect(ridePost.data.link).toMatchObject({ type: 'ride', id: ride!.id });
    for (const link of [
      { link_type: 'funly', link_id: 999999 },
      { link_type: 'ride', link_id: 999999 },
      { link_type: 'exhibition', link_id: eventId + 100000 },
    ])
      expect(await t.call(bbsCreate, postInput(link), as(author.token))).toMatchObject({
        code: ErrorCode.NOT_FOUND,
        message: '关联的内容不存在',
      });
    // a revoked ride is no longer public
    await rows(t, sql`update rides set state = 'revoked' where id = ${ride!.id}`);
    expect((await t.call(bbsCreate, postInput({ link_type: 'ride', link_id: ride!.id }), as(author.token))).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    await rows(t, sql`update rides set state = 'published' where id = ${ride!.id}`);
  });

  it('a new account (first 24 h): at most one image and no link; after a day both', async () => {
    const [fresh] = await postPeople(t, 1, '1772001', 1);
    const me = as(fresh!.token);
    const images = ['/uploads/1/a.png', '/uploads/1/b.png'];
    const two = await t.call(bbsCreate, postInput({ images }), me);
    expect(two).toMatchObject({ code: ErrorCode.VALIDATION, message: '新用户注册24小时内每帖最多1张图片' });
    expect(fieldNames(two)).toEqual(['images']);
    const eventId = await publishedEvent(t, tok);
    const linked = await t.call(bbsCreate, postInput({ link_type: 'funly', link_id: eventId }), me);
    expect(linked).toMatchObject({ code: ErrorCode.VALIDATION, message: '新用户注册24小时内不能添加链接' });
    expect((await t.call(bbsCreate, postInput({ images: images.slice(0, 1) }), me)).code).toBe(0);
    t.services.clock.now = () => new Date(Date.now() + 24 * 3600_000);
    expect((await t.call(bbsCreate, postInput({ images }), me)).code).toBe(0);
    expect((await t.call(bbsCreate, postInput({ link_type: 'funly', link_id: eventId }), me)).code).toBe(0);
  });

  it('no identical post twice: of 5 parallel identical posts exactly one is created', async () => {
    const [p] = await postPeople(t, 1, '1772002');
    const q = { body: '同样的内容', images: ['/uploads/1/a.png'], tags: [] };
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.call(bbsCreate, q, as(p!.token))));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === ErrorCode.CONFLICT).map((a) => a.message)).toEqual(
      Array(4).fill('请勿重复发布相同内容'),
    );
    const [made] = await rows<{ n: number }>(t, sql`select count(*)::int as n from posts where user_id = ${p!.uid}`);
    expect(made!.n).toBe(1);
    expect(await postCount(t, p!.uid)).toEqual({ n: 1, real: 1 });
    // the same text with other spacing is the same content; other images are not; another author may
    expect((await t.call(bbsCreate, { ...q, body: ' 同样的内容 ' }, as(p!.token))).code).toBe(ErrorCode.CONFLICT);
    expect((await t.call(bbsCreate, { ...q, images: [] }, as(p!.token))).code).toBe(0);
    expect((await t.call(bbsCreate, q, as(other.token))).code).toBe(0);
  });

  it('the duplicate rule holds from the table when the short-lived key is gone', async () => {
    const [p] = await postPeople(t, 1, '1772003');
    const q = postInput();
    expect((await t.call(bbsCreate, q, as(p!.token))).code).toBe(0);
    await t.kv.del(`post:dup:${p!.uid}:${contentHash({ body: q.body, images: [], video: '' })}`);
    expect((await t.call(bbsCreate, q, as(p!.token))).code).toBe(ErrorCode.CONFLICT);
  });
});

describe('rate limit', () => {
  it('posting past the limit: 10029 with the reason, nothing created', async () => {
    const limited = await testApp({
      community: {
        limits: { ...roomyLimits, post: { windowSeconds: 3600, perAccount: 2, perAddress: 100 } },
        sandboxHours: 24,
        duplicateSeconds: 300,
        feedCacheMs: 1000,
      },
    });
    try {
      const [p] = await postPeople(limited, 1, '1772004');
      expect((await limited.call(bbsCreate, postInput(), as(p!.token))).code).toBe(0);
      expect((await limited.call(bbsCreate, postInput(), as(p!.token))).code).toBe(0);
      expect(await limited.call(bbsCreate, postInput(), as(p!.token))).toMatchObject({
        code: ErrorCode.RATE_LIMITED,
        message: '发帖过于频繁，请稍后再试',
      });
      expect(await postCount(limited, p!.uid)).toEqual({ n: 2, real: 2 });
    } finally {
      await limited.close();
    }
  });
});

describe('update', () => {
  it('the author edits; tags re-synced with exact counts', async () => {
    const id = await publishedPost(t, author.token, { tags: ['改装', '自驾游'] });
    const [g0, z0, c0] = [await tagCount(t, '改装'), await tagCount(t, '自驾游'), await tagCount(t, '车展')];
    const r = await t.call(bbsUpdate, { id, body: '改过的内容', tags: ['车展', '改装'] }, as(author.token));
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ id, body: '改过的内容', tags: ['车展', '改装'], state: 'visible' });
    expect(await tagCount(t, '改装')).toEqual(g0);
    expect(await tagCount(t, '自驾游')).toEqual({ n: z0.n - 1, real: z0.real - 1 });
    expect(await tagCount(t, '车展')).toEqual({ n: c0.n + 1, real: c0.real + 1 });
  });

  it('someone else: 10003; no session: 30000; a missing post: 10004', async () => {
    const id = await publishedPost(t, author.token);
    expect(await t.call(bbsUpdate, { id, body: '别人的' }, as(other.token))).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      message: '只能修改自己的帖子',
    });
    expect((await t.call(bbsUpdate, { id, body: '别人的' })).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(bbsUpdate, { id: 999999, body: 'x' }, as(author.token))).code).toBe(ErrorCode.NOT_FOUND);
    expect(fieldNames(await t.call(bbsUpdate, { id, body: '' }, as(author.token)))).toEqual(['body']);
  });

  it('a hidden post stays hidden (the auditor sees the new text), uncounted; removed or deleted: 10009', async () => {
    const id = await publishedPost(t, author.token, { tags: ['隐藏测试'] });
    await state(id, 'hidden');
    expect(await tagCount(t, '隐藏测试')).toEqual({ n: 0, real: 0 });
    const r = await t.call(bbsUpdate, { id, body: '修改后再审', tags: ['隐藏测试', '另一个'] }, as(author.token));
    expect(r.data).toMatchObject({ state: 'hidden', body: '修改后再审' });
    expect(await tagCount(t, '另一个')).toEqual({ n: 0, real: 0 });
    await state(id, 'visible');
    expect(await tagCount(t, '另一个')).toEqual({ n: 1, real: 1 });

    await state(id, 'removed', '广告');
    expect(await t.call(bbsUpdate, { id, body: '再改' }, as(author.token))).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: '内容已被下架，不能修改',
    });
    const gone = await publishedPost(t, author.token);
    await t.call(bbsDelete, { id: gone }, as(author.token));
    expect((await t.call(bbsUpdate, { id: gone, body: '再改' }, as(author.token))).code).toBe(ErrorCode.CONFLICT);
    expect((await t.call(bbsUpdate, { id: gone, body: '再改' }, as(other.token))).code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('delete', () => {
  it('the author only; then nobody sees it, its comments are not listed, the counts go down', async () => {
    const [p] = await postPeople(t, 1, '1772005');
    const id = await publishedPost(t, p!.token, { tags: ['删除测试'] });
    expect(await postCount(t, p!.uid)).toEqual({ n: 1, real: 1 });
    expect(await t.call(bbsDelete, { id }, as(other.token))).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      message: '只能删除自己的帖子',
    });
    expect((await t.call(bbsDelete, { id })).code).toBe(ErrorCode.SESSION_INVALID);
    expect(await t.call(bbsDelete, { id }, as(p!.token))).toMatchObject({ code: 0, data: { ok: true } });
    expect(await postCount(t, p!.uid)).toEqual({ n: 0, real: 0 });
    expect(await tagCount(t, '删除测试')).toEqual({ n: 0, real: 0 });
    for (const who of [as(p!.token), as(other.token), {}])
      expect(await t.call(bbsShow, { id }, who)).toMatchObject({
        code: ErrorCode.NOT_FOUND,
        message: '内容不存在或已被删除',
      });
    expect((await t.call(bbsComments, { post_id: id }, as(p!.token))).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(bbsDelete, { id }, as(p!.token))).code).toBe(ErrorCode.NOT_FOUND);
    // a deleted post never comes back
    expect(await state(id, 'visible')).toBeUndefined();
    expect(await state(id, 'hidden')).toBeUndefined();
  });
});

describe('show', () => {
  it('actions by caller: none without a session, like … report for others, edit and delete for the author', async () => {
    const id = await publishedPost(t, author.token);
    expect((await t.call(bbsShow, { id })).data).toMatchObject({ actions: [], liked: false, favorited: false });
    expect((await t.call(bbsShow, { id }, as(other.token))).data.actions).toEqual([
      'like',
      'favorite',
      'comment',
      'relay',
      'report',
    ]);
    expect((await t.call(bbsShow, { id }, as(author.token))).data.actions).toEqual([
      'like',
      'favorite',
      'comment',
      'relay',
      'edit',
      'delete',
    ]);
  });

  it('hidden and removed: only the author, with the label and the reason; counters follow the state', async () => {
    const [p] = await postPeople(t, 1, '1772006');
    const id = await publishedPost(t, p!.token, { tags: ['状态测试'] });
    expect(await state(id, 'hidden')).toBe('visible');
    expect(await postCount(t, p!.uid)).toEqual({ n: 0, real: 0 });
    expect(await tagCount(t, '状态测试')).toEqual({ n: 0, real: 0 });
    expect((await t.call(bbsShow, { id }, as(p!.token))).data).toMatchObject({
      state: 'hidden',
      state_label: '被举报，审核中',
      actions: ['edit', 'delete'],
    });
    expect((await t.call(bbsShow, { id }, as(other.token))).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(bbsShow, { id })).code).toBe(ErrorCode.NOT_FOUND);
    // hiding twice changes nothing; passing brings it back, counted
    expect(await state(id, 'hidden')).toBeUndefined();
    expect(await state(id, 'visible')).toBe('hidden');
    expect(await postCount(t, p!.uid)).toEqual({ n: 1, real: 1 });
    expect(await tagCount(t, '状态测试')).toEqual({ n: 1, real: 1 });
    expect(await state(id, 'removed', '含有广告')).toBe('visible');
    expect(await postCount(t, p!.uid)).toEqual({ n: 0, real: 0 });
    expect((await t.call(bbsShow, { id }, as(p!.token))).data).toMatchObject({
      state: 'removed',
      state_label: '已被下架',
      state_reason: '含有广告',
      actions: ['delete'],
    });
    expect((await t.call(bbsShow, { id }, as(other.token))).code).toBe(ErrorCode.NOT_FOUND);
    // a removed post is not hidden again nor shown again by a pass
    expect(await state(id, 'hidden')).toBeUndefined();
    expect(await state(id, 'visible')).toBeUndefined();
  });

  it('across a block either way: 10004', async () => {
    const [a, b] = await postPeople(t, 2, '1772007');
    const id = await publishedPost(t, a!.token);
    await block(t, a!.uid, b!.uid);
    expect(await t.call(bbsShow, { id }, as(b!.token))).toMatchObject({ code: ErrorCode.NOT_FOUND });
    await unblock(t, a!.uid, b!.uid);
    await block(t, b!.uid, a!.uid);
    expect((await t.call(bbsShow, { id }, as(b!.token))).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(bbsShow, { id }, as(a!.token))).code).toBe(0);
    expect((await t.call(bbsShow, { id })).code).toBe(0);
    expect((await t.call(bbsShow, { id: 999999 })).code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('likes and favourites', () => {
  it('100 parallel likes by 100 people count 100; a repeat does not count; unlike → 99', async () => {
    const id = await publishedPost(t, author.token);
    const people = await postPeople(t, 100, '1772010');
    const answers = await Promise.all(people.map((p) => t.call(bbsDoLike, { id }, as(p.token))));
    expect(answers.every((a) => a.code === 0 && a.data.liked)).toBe(true);
    expect((await postRow(t, id)).like_count).toBe(100);
    expect((await t.call(bbsDoLike, { id, like: 1 }, as(people[0]!.token))).data).toEqual({
      liked: true,
      like_count: 100,
    });
    expect((await t.call(bbsShow, { id }, as(people[0]!.token))).data).toMatchObject({ liked: true, like_count: 100 });
    expect((await t.call(bbsDoLike, { id, like: 0 }, as(people[0]!.token))).data).toEqual({
      liked: false,
      like_count: 99,
    });
    expect((await t.call(bbsDoLike, { id, like: 0 }, as(people[0]!.token))).data.like_count).toBe(99);
    expect((await postRow(t, id)).like_count).toBe(99);
  });

  it('favourites likewise, parallel repeats of one person count once', async () => {
    const id = await publishedPost(t, author.token);
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.call(bbsFavorite, { id }, as(other.token))));
    expect(answers.every((a) => a.code === 0 && a.data.favorited)).toBe(true);
    expect((await postRow(t, id)).favorite_count).toBe(1);
    expect((await t.call(bbsFavorite, { id }, as(third.token))).data).toEqual({ favorited: true, favorite_count: 2 });
    expect((await t.call(bbsShow, { id }, as(other.token))).data).toMatchObject({ favorited: true, favorite_count: 2 });
    expect((await t.call(bbsFavorite, { id, favorite: 0 }, as(other.token))).data).toEqual({
      favorited: false,
      favorite_count: 1,
    });
  });

  it('refused: no session 30000, a hidden post 10004, across a block 10003 saying which way', async () => {
    const [a, b] = await postPeople(t, 2, '1772008');
    const id = await publishedPost(t, a!.token);
    expect((await t.call(bbsDoLike, { id })).code).toBe(ErrorCode.SESSION_INVALID);
    await block(t, a!.uid, b!.uid);
    expect(await t.call(bbsDoLike, { id }, as(b!.token))).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      message: '由于对方的隐私设置，无法进行此操作',
    });
    const mine = await publishedPost(t, b!.token);
    expect(await t.call(bbsFavorite, { id: mine }, as(a!.token))).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      message: '你已拉黑对方，请先解除拉黑',
    });
    await state(mine, 'hidden');
    expect((await t.call(bbsDoLike, { id: mine }, as(other.token))).code).toBe(ErrorCode.NOT_FOUND);
    expect((await postRow(t, id)).like_count).toBe(0);
  });
});

describe('relay', () => {
  it('reposts with a comment; a repost of a repost points at the original; relay_count exact in parallel', async () => {
    const root = await publishedPost(t, author.token, { images: ['/uploads/1/r.png'] });
    const r = await t.call(bbsRelay, { id: root, body: '转给大家看看' }, as(other.token));
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({
      author: { uid: other.uid },
      body: '转给大家看看',
      relay_of: { id: root, visible: true, author: { uid: author.uid }, images: ['/uploads/1/r.png'] },
    });
    const again = await t.call(bbsRelay, { id: r.data.id }, as(third.token));
    expect(again.data.relay_of).toMatchObject({ id: root, visible: true });
    const people = await postPeople(t, 10, '1772011');
    const answers = await Promise.all(people.map((p) => t.call(bbsRelay, { id: root }, as(p.token))));
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect((await postRow(t, root)).relay_count).toBe(12);
    expect(await postCount(t, people[0]!.uid)).toEqual({ n: 1, real: 1 });
    // a repost deleted by its author no longer counts on the original
    expect((await t.call(bbsDelete, { id: answers[9]!.data.id }, as(people[9]!.token))).code).toBe(0);
    expect((await postRow(t, root)).relay_count).toBe(11);
    // the same repost twice in a row is a duplicate
    expect((await t.call(bbsRelay, { id: root }, as(people[0]!.token))).code).toBe(ErrorCode.CONFLICT);

    // the original deleted: the repost stays, its origin no longer visible
    await t.call(bbsDelete, { id: root }, as(author.token));
    expect((await t.call(bbsShow, { id: r.data.id }, as(third.token))).data.relay_of).toEqual({
      id: root,
      visible: false,
      author: null,
      body: '',
      images: [],
      video_cover: '',
    });
    expect(await t.call(bbsRelay, { id: r.data.id }, as(third.token))).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: '原内容已不可见',
    });
  });

  it('the origin is not shown across a block; reposting across one is refused; a hidden post: 10004', async () => {
    const [a, b, c] = await postPeople(t, 3, '1772009');
    const root = await publishedPost(t, a!.token);
    const relay = (await t.call(bbsRelay, { id: root }, as(c!.token))).data.id;
    await block(t, b!.uid, a!.uid);
    expect((await t.call(bbsShow, { id: relay }, as(b!.token))).data.relay_of).toMatchObject({ visible: false });
    expect(await t.call(bbsRelay, { id: root }, as(b!.token))).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      message: '你已拉黑对方，请先解除拉黑',
    });
    // reposting c's repost still meets a's block through the original
    expect((await t.call(bbsRelay, { id: relay }, as(b!.token))).code).toBe(ErrorCode.FORBIDDEN);
    await state(root, 'hidden');
    expect((await t.call(bbsRelay, { id: root }, as(third.token))).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(bbsShow, { id: relay }, as(third.token))).data.relay_of).toMatchObject({ visible: false });
    expect((await t.call(bbsRelay, { id: root })).code).toBe(ErrorCode.SESSION_INVALID);
  });
});

describe('tags', () => {
  it('by keyword (contains, wildcards taken literally), the most used first; no keyword: the hot ones', async () => {
    const [p] = await postPeople(t, 1, '1772012');
    await publishedPost(t, p!.token, { tags: ['100%改装'] });
    await publishedPost(t, p!.token, { tags: ['改装车', '热门'] });
    await publishedPost(t, p!.token, { tags: ['改装车', '热门'] });
    await publishedPost(t, p!.token, { tags: ['热门'] });
    const pct = await t.call(bbsTags, { keyword: '%' });
    expect(pct.data.list.map((x) => x.name)).toEqual(['100%改装']);
    const names = (await t.call(bbsTags, { keyword: '改装' })).data.list.map((x) => x.name);
    expect(names.indexOf('改装车')).toBeLessThan(names.indexOf('100%改装'));
    expect(names.every((n) => n.includes('改装'))).toBe(true);
    const hot = (await t.call(bbsTags, { page_size: 50 })).data.list;
    expect(hot.every((x, i) => i === 0 || hot[i - 1]!.post_count >= x.post_count)).toBe(true);
    expect(hot.find((x) => x.name === '热门')).toMatchObject({ post_count: 3 });
    expect(fieldNames(await t.call(bbsTags, { keyword: '一二三四五六七八九十十' }))).toEqual(['keyword']);
  });
});

describe('demo data', () => {
  it('twenty posts by the demo accounts with tags, likes, comments, a repost and follows; every counter matches its rows', async () => {
    const [n] = await rows<{ posts: number; tagged: number }>(
      t,
      sql`select count(*)::int as posts, count(*) filter (where tags::text like '%车展%')::int as tagged
          from posts where content_hash like 'demo-%' and relay_of is null`,
    );
    expect(n).toEqual({ posts: 20, tagged: 6 });
    const wrong = await rows(
      t,
      sql`select p.id from posts p where p.content_hash like 'demo%' and (
            p.like_count <> (select count(*) from post_likes l where l.post_id = p.id)
         or p.favorite_count <> (select count(*) from post_favorites f where f.post_id = p.id)
         or p.comment_count <> (select count(*) from post_comments c where c.post_id = p.id and c.state = 'visible')
         or p.relay_count <> (select count(*) from posts r where r.relay_of = p.id and r.state = 'visible'))`,
    );
    expect(wrong).toEqual([]);
    for (const name of ['自驾游', '摩旅', '改装', '车展']) {
      const c = await tagCount(t, name);
      expect(c.n).toBe(c.real);
      expect(c.n).toBeGreaterThan(0);
    }
    const people = await rows<{ id: number; ok: boolean }>(
      t,
      sql`select u.id, (u.follower_count = (select count(*) from follows f where f.followee_id = u.id)
                 and u.following_count = (select count(*) from follows f where f.follower_id = u.id)) as ok
          from users u where u.mobile like '1380000000%'`,
    );
    expect(people.every((p) => p.ok)).toBe(true);
    // the demo visitor, past the sandbox, posts two images; sees the owner's post liked in the feed
    expect((await t.call(bbsCreate, postInput({ images: ['/a.png', '/b.png'] }), as(tok.visitor))).code).toBe(0);
    const [owner] = await rows<{ id: number }>(t, sql`select id from users where mobile = '13800000002'`);
    expect((await postCount(t, owner!.id)).n).toBe(5);
    expect((await t.call(bbsComments, { post_id: 1 })).data.list.find((c) => c.reply_to !== null)).toMatchObject({
      reply_nickname: '核销员小张',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { centerAlbum, centerAlbumDel, centerAlbumList, ErrorCode } from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';
import { fieldNames, rows } from '../../test/fixtures.js';
import { communityWith, people } from '../../test/people-fixtures.js';
import { setAlbumState } from './personal.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const as = (token: string) => ({ token });
const img = (n: number) => `/uploads/album-${n}.png`;
const states = async (ids: number[]) =>
  (
    await rows<{ id: number; state: string }>(
      t,
      sql`select id, state from album_items where id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )}) order by id`,
    )
  ).map((r) => r.state);

describe('centerAlbum', () => {
  it('adds images and a video with its cover; lists newest first, by kind, for anyone', async () => {
    const [me, other] = await people(t, 2, '1783000');
    const added = await t.call(
      centerAlbum,
      { images: [img(1), img(2)], videos: [{ url: '/uploads/v.mp4', cover: img(3) }] },
      as(me!.token),
    );
    expect(added.code).toBe(0);
    expect(added.data.list).toMatchObject([
      { kind: 'image', url: img(1), cover: img(1) },
      { kind: 'image', url: img(2), cover: img(2) },
      { kind: 'video', url: '/uploads/v.mp4', cover: img(3) },
    ]);
    expect(Math.abs(added.data.list[0]!.create_time - Date.now() / 1000)).toBeLessThan(60);
    await t.call(centerAlbum, { images: [img(4)] }, as(me!.token));

    const mine = await t.call(centerAlbumList, {}, as(me!.token));
    expect(mine.data).toMatchObject({ count: 4, page_size: 10 });
    expect(mine.data.list.map((i) => i.url)).toEqual([img(4), '/uploads/v.mp4', img(2), img(1)]);
    const videos = await t.call(centerAlbumList, { uid: me!.uid, kind: 'video' }, as(other!.token));
    expect(videos.data.list.map((i) => i.kind)).toEqual(['video']);
    const anon = await t.call(centerAlbumList, { uid: me!.uid, page: 2, page_size: 3 });
    expect(anon.data).toMatchObject({ count: 4, list: [{ url: img(1) }] });
  });

  it('refuses nothing chosen, too many, bad addresses, an unknown person and calls without a session', async () => {
    const [me] = await people(t, 1, '1783001');
    expect(await t.call(centerAlbum, {}, as(me!.token))).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '请选择图片或视频',
    });
    const many = await t.call(centerAlbum, { images: Array.from({ length: 10 }, (_, i) => img(i)) }, as(me!.token));
    expect(many).toMatchObject({ code: ErrorCode.VALIDATION, message: '一次最多9张' });
    const bad = await t.call(centerAlbum, { images: ['javascript:alert(1)'] }, as(me!.token));
    expect(bad).toMatchObject({ code: ErrorCode.VALIDATION, message: '图片地址无效' });
    expect(fieldNames(bad)).toEqual(['images.0']);
    const twoVideos = await t.call(
      centerAlbum,
      { videos: [1, 2].map((n) => ({ url: `/uploads/${n}.mp4`, cover: img(n) })) },
      as(me!.token),
    );
    expect(twoVideos.message).toBe('一次最多1个视频');
    expect((await t.call(centerAlbum, { videos: [{ url: '/uploads/v.mp4' }] }, as(me!.token))).message).toBe(
      '请上传视频封面',
    );
    expect((await t.call(centerAlbum, { images: [img(1)] })).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(centerAlbumList, {})).code).toBe(ErrorCode.SESSION_INVALID);
    expect(await t.call(centerAlbumList, { uid: 999999 })).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: '用户不存在',
    });
    expect((await t.call(centerAlbumList, {}, as(me!.token))).data.count).toBe(0);
  });
});

describe('centerAlbumDel', () => {
  it('deletes my items (soft: state deleted); any id not mine or already deleted refuses all of them', async () => {
    const [me, other] = await people(t, 2, '1783010');
    const mine = (await t.call(centerAlbum, { images: [img(1), img(2), img(3)] }, as(me!.token))).data.list.map(
      (i) => i.id,
    );
    const theirs = (await t.call(centerAlbum, { images: [img(9)] }, as(other!.token))).data.list[0]!.id;

    const mixed = await t.call(centerAlbumDel, { ids: [mine[0]!, theirs] }, as(me!.token));
    expect(mixed).toMatchObject({ code: ErrorCode.FORBIDDEN, message: '只能删除自己相册中的内容' });
    expect(await t.call(centerAlbumDel, { ids: [mine[0]!, 999999] }, as(me!.token))).toMatchObject({
      code: ErrorCode.FORBIDDEN,
    });
    expect(await states([...mine, theirs])).toEqual(['visible', 'visible', 'visible', 'visible']);

    expect((await t.call(centerAlbumDel, { ids: [mine[0]!, mine[1]!, mine[0]!] }, as(me!.token))).data).toEqual({
      deleted: 2,
    });
    expect(await states(mine)).toEqual(['deleted', 'deleted', 'visible']);
    expect((await t.call(centerAlbumList, {}, as(me!.token))).data.list.map((i) => i.id)).toEqual([mine[2]]);
    // deleting again is refused and leaves the last one alone
    expect((await t.call(centerAlbumDel, { ids: [mine[0]!, mine[2]!] }, as(me!.token))).code).toBe(ErrorCode.FORBIDDEN);
    expect(await states(mine)).toEqual(['deleted', 'deleted', 'visible']);
  });

  it('refuses an empty choice and a call without a session', async () => {
    const [me] = await people(t, 1, '1783011');
    expect(await t.call(centerAlbumDel, { ids: [] }, as(me!.token))).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '请选择要删除的内容',
    });
    expect((await t.call(centerAlbumDel, { ids: [1] })).code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('parallel deletes of the same items: deleted once in all', async () => {
    const [me] = await people(t, 1, '1783012');
    const ids = (await t.call(centerAlbum, { images: [img(1), img(2)] }, as(me!.token))).data.list.map((i) => i.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.call(centerAlbumDel, { ids }, as(me!.token))));
    expect(answers.filter((a) => a.code === 0).map((a) => a.data)).toEqual([{ deleted: 2 }]);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.code === ErrorCode.FORBIDDEN)).toBe(true);
  });
});

describe('setAlbumState (the report module’s writer)', () => {
  it('hides and restores an item; a deleted item stays deleted; answers whether it changed', async () => {
    const [me] = await people(t, 1, '1783020');
    const [a, b] = (await t.call(centerAlbum, { images: [img(1), img(2)] }, as(me!.token))).data.list.map((i) => i.id);
    const set = (id: number, state: 'visible' | 'hidden' | 'removed') =>
      t.database.db.transaction((tx) => setAlbumState(tx, id, state));
    const [other] = await people(t, 1, '1783021');
    expect(await set(a!, 'hidden')).toBe(true);
    expect(await set(a!, 'hidden')).toBe(false);
    // others see only the visible item; the owner sees the hidden one too, with its state
    expect(
      (await t.call(centerAlbumList, { uid: me!.uid }, as(other!.token))).data.list.map((i) => [i.id, i.state]),
    ).toEqual([[b, 'visible']]);
    expect((await t.call(centerAlbumList, {}, as(me!.token))).data.list.map((i) => [i.id, i.state_label])).toEqual([
      [b, '已发布'],
      [a, '被举报，审核中'],
    ]);
    expect(await set(a!, 'visible')).toBe(true);
    expect((await t.call(centerAlbumList, {}, as(me!.token))).data.count).toBe(2);
    await t.call(centerAlbumDel, { ids: [b!] }, as(me!.token));
    expect(await set(b!, 'removed')).toBe(false);
    expect(await states([b!])).toEqual(['deleted']);
  });
});

describe('album rate limit', () => {
  it('past the limit: 10029 with the Chinese message, nothing added', async () => {
    const limited = await testApp({
      community: communityWith({ album: { windowSeconds: 3600, perAccount: 2, perAddress: 100 } }),
    });
    try {
      const [me] = await people(limited, 1, '1783030');
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push(await limited.call(centerAlbum, { images: [img(i)] }, as(me!.token)));
      expect(codes.map((c) => c.code)).toEqual([0, 0, ErrorCode.RATE_LIMITED]);
      expect(codes[2]!.message).toBe('上传过于频繁，请稍后再试');
      expect((await limited.call(centerAlbumList, {}, as(me!.token))).data.count).toBe(2);
    } finally {
      await limited.close();
    }
  });
});

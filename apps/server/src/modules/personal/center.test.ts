import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { centerAvatar, centerCoverImage, centerIndex, ErrorCode } from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';
import { fieldNames, rows } from '../../test/fixtures.js';
import { follow, people } from '../../test/people-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const as = (token: string) => ({ token });

/** a post by `author` in `state`, favourited by `by`: its id (straight in the tables) */
async function favouritedPost(author: number, by: number, state = 'visible') {
  const [p] = await rows<{ id: number }>(
    t,
    sql`insert into posts (user_id, body, content_hash, state) values (${author}, '你好', md5(random()::text), ${state})
        returning id`,
  );
  await rows(t, sql`insert into post_favorites (post_id, user_id) values (${p!.id}, ${by})`);
  return p!.id;
}

describe('centerIndex', () => {
  it('my own page: counts from the counters, my favourites counted, is_me', async () => {
    const [me, author, fan] = await people(t, 3, '1784000');
    await follow(t, fan!, me!);
    await follow(t, me!, author!);
    await rows(t, sql`update users set post_count = 2, signature = '爱骑车' where id = ${me!.uid}`);
    await favouritedPost(author!.uid, me!.uid);
    await favouritedPost(author!.uid, me!.uid);
    await favouritedPost(author!.uid, me!.uid, 'deleted');
    const r = await t.call(centerIndex, {}, as(me!.token));
    expect(r.data).toEqual({
      profile: {
        uid: me!.uid,
        nickname: '车友1784000-1',
        avatar: '',
        cover_image: '',
        signature: '爱骑车',
        badges: [],
        post_count: 2,
        follower_count: 1,
        following_count: 1,
        favorite_count: 2,
      },
      relation: { is_me: true, following: false, followed_by: false, blocking: false },
    });
    // another person sees the counts but not my favourites, with how they stand to me
    const seen = await t.call(centerIndex, { uid: me!.uid }, as(fan!.token));
    expect(seen.data.profile).toMatchObject({
      follower_count: 1,
      following_count: 1,
      post_count: 2,
      favorite_count: 0,
    });
    expect(seen.data.relation).toEqual({ is_me: false, following: true, followed_by: false, blocking: false });
    const back = await t.call(centerIndex, { uid: fan!.uid }, as(me!.token));
    expect(back.data.relation).toMatchObject({ following: false, followed_by: true });
    // anonymous: the page, no relation
    const anon = await t.call(centerIndex, { uid: me!.uid });
    expect(anon.data.relation).toEqual({ is_me: false, following: false, followed_by: false, blocking: false });
    expect(anon.data.profile.favorite_count).toBe(0);
  });

  it('by nickname; unknown, deleted, bad uid and my page without a session are refused', async () => {
    const [a, gone] = await people(t, 2, '1784001');
    expect((await t.call(centerIndex, { nickname: '车友1784001-1' })).data.profile.uid).toBe(a!.uid);
    expect(await t.call(centerIndex, { nickname: '没有这个人' })).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: '用户不存在',
    });
    expect(await t.call(centerIndex, { uid: 999999 })).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: '用户不存在',
    });
    await rows(t, sql`update users set deleted_at = now() where id = ${gone!.uid}`);
    expect(await t.call(centerIndex, { uid: gone!.uid }, as(a!.token))).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: '用户不存在',
    });
    const bad = await t.call(centerIndex, { uid: 0 });
    expect(bad).toMatchObject({ code: ErrorCode.VALIDATION, message: '用户无效' });
    expect(fieldNames(bad)).toEqual(['uid']);
    expect((await t.call(centerIndex, {})).code).toBe(ErrorCode.SESSION_INVALID);
  });
});

describe('cover and avatar', () => {
  it('set my cover and avatar: the answer is my profile, and my page shows them', async () => {
    const [me] = await people(t, 1, '1784010');
    const cover = await t.call(centerCoverImage, { coverimage: '/uploads/cover.png' }, as(me!.token));
    expect(cover).toMatchObject({ code: 0, data: { uid: me!.uid, cover_image: '/uploads/cover.png', avatar: '' } });
    const avatar = await t.call(centerAvatar, { headimg: 'https://example.com/me.png' }, as(me!.token));
    expect(avatar.data).toMatchObject({ cover_image: '/uploads/cover.png', avatar: 'https://example.com/me.png' });
    expect((await t.call(centerIndex, { uid: me!.uid })).data.profile).toMatchObject({
      cover_image: '/uploads/cover.png',
      avatar: 'https://example.com/me.png',
    });
  });

  it('refuses a bad address, a missing one and a call without a session', async () => {
    const [me] = await people(t, 1, '1784011');
    expect(await t.call(centerCoverImage, { coverimage: 'javascript:alert(1)' }, as(me!.token))).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '请上传封面图片',
    });
    expect(await t.call(centerAvatar, {}, as(me!.token))).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '请上传头像',
    });
    expect((await t.call(centerCoverImage, { coverimage: '/uploads/c.png' })).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(centerAvatar, { headimg: '/uploads/c.png' })).code).toBe(ErrorCode.SESSION_INVALID);
  });
});

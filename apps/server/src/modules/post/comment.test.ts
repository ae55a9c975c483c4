import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bbsComment, bbsCommentDelete, bbsComments, bbsDelete, bbsShow, ErrorCode, messageList } from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';
import { fieldNames } from '../../test/fixtures.js';
import { block, postPeople, postRow, publishedPost, roomyLimits } from '../../test/post-fixtures.js';
import { setCommentState, setPostState } from './post.repository.js';

let t: TestApp;
type Person = { uid: number; token: string };
let author: Person;
let other: Person;
let third: Person;

beforeAll(async () => {
  t = await testApp({ community: { limits: roomyLimits, sandboxHours: 24, duplicateSeconds: 300, feedCacheMs: 1000 } }, { seed: false });
  [author, other, third] = (await postPeople(t, 3, '1773000')) as [Person, Person, Person];
});
afterAll(() => t.close());

const as = (token: string) => ({ token });
const commentCount = async (postId: number) => (await postRow(t, postId)).comment_count;
const comment = async (token: string, post_id: number, body = '说得好', reply_to?: number) => {
  const r = await t.call(bbsComment, { post_id, body, ...(reply_to ? { reply_to } : {}) }, as(token));
  if (r.code !== 0) throw new Error(`bbsComment: ${r.message}`);
  return r.data;
};

describe('comment', () => {
  it('comments on a visible post; the post author is told; comment_count +1', async () => {
    const id = await publishedPost(t, author.token);
    const r = await t.call(bbsComment, { post_id: id, body: '  风景真好  ' }, as(other.token));
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({
      post_id: id,
      author: { uid: other.uid },
      body: '风景真好',
      reply_to: null,
      reply_nickname: '',
      state: 'visible',
      actions: ['delete'],
    });
    expect(await commentCount(id)).toBe(1);
    expect((await t.call(bbsShow, { id })).data.comment_count).toBe(1);
    const told = (await t.call(messageList, {}, as(author.token))).data.list[0]!;
    expect(told).toMatchObject({ kind: 'community', title: '你的帖子有新评论', link: `/post/${id}` });
    expect(told.body).toContain('风景真好');
    // the author's own comment tells nobody
    const before = (await t.call(messageList, {}, as(author.token))).data.list.length;
    await comment(author.token, id, '谢谢');
    expect((await t.call(messageList, {}, as(author.token))).data.list).toHaveLength(before);
  });

  it('replies to a visible comment of the same post, naming whom; the replied-to author is told', async () => {
    const id = await publishedPost(t, author.token);
    const first = await comment(other.token, id, '第一条');
    const reply = await comment(third.token, id, '回复你', first.id);
    expect(reply).toMatchObject({ reply_to: first.id, reply_nickname: '车友17730002' });
    const told = (await t.call(messageList, {}, as(other.token))).data.list[0]!;
    expect(told).toMatchObject({ title: '你的评论有新回复', link: `/post/${id}` });

    const elsewhere = await publishedPost(t, author.token);
    expect(
      await t.call(bbsComment, { post_id: elsewhere, body: '错帖', reply_to: first.id }, as(third.token)),
    ).toMatchObject({ code: ErrorCode.NOT_FOUND, message: '评论不存在或已被删除' });
    await t.call(bbsCommentDelete, { id: first.id }, as(other.token));
    expect((await t.call(bbsComment, { post_id: id, body: 'x', reply_to: first.id }, as(third.token))).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await t.call(bbsComment, { post_id: id, body: 'x', reply_to: 999999 }, as(third.token))).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('validation names the field; no session: 30000; a hidden or missing post: 10004', async () => {
    const id = await publishedPost(t, author.token);
    expect(fieldNames(await t.call(bbsComment, { post_id: id, body: '   ' }, as(other.token)))).toEqual(['body']);
    expect(fieldNames(await t.call(bbsComment, { post_id: id, body: '字'.repeat(501) }, as(other.token)))).toEqual([
      'body',
    ]);
    expect((await t.call(bbsComment, { post_id: id, body: 'x' })).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(bbsComment, { post_id: 999999, body: 'x' }, as(other.token))).code).toBe(ErrorCode.NOT_FOUND);
    await t.database.db.transaction((tx) => setPostState(tx, id, 'hidden'));
    expect(await t.call(bbsComment, { post_id: id, body: 'x' }, as(other.token))).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: '内容不存在或已被删除',
    });
    expect(await commentCount(id)).toBe(0);
  });

  it('across a block (with the post author, or with the comment answered): 10003', async () => {
    const [a, b, c] = await postPeople(t, 3, '1773001');
    const id = await publishedPost(t, a!.token);
    await block(t, a!.uid, b!.uid);
    expect(await t.call(bbsComment, { post_id: id, body: 'x' }, as(b!.token))).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      message: '由于对方的隐私设置，无法进行此操作',
    });
    // b blocks c: b cannot answer c's comment, even under a third person's post
    const cc = await comment(c!.token, id, 'c 的评论');
    await block(t, b!.uid, c!.uid);
    const own = await publishedPost(t, third.token);
    const cOnOwn = await comment(c!.token, own, '在第三人帖下');
    expect(await t.call(bbsComment, { post_id: own, body: '回', reply_to: cOnOwn.id }, as(b!.token))).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      message: '你已拉黑对方，请先解除拉黑',
    });
    expect(cc.id).toBeGreaterThan(0);
  });

  it('parallel comments by 20 people count exactly 20', async () => {
    const id = await publishedPost(t, author.token);
    const people = await postPeople(t, 20, '1773002');
    const answers = await Promise.all(
      people.map((p, i) => t.call(bbsComment, { post_id: id, body: `第${i}条` }, as(p.token))),
    );
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(await commentCount(id)).toBe(20);
  });
});

describe('comments list', () => {
  it('oldest first, keyset pages; blocked commenters left out; hidden ones only to their author', async () => {
    const id = await publishedPost(t, author.token);
    const [blocked, hiddenOne] = await postPeople(t, 2, '1773003');
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await comment(other.token, id, `评论${i}`)).id);
    const fromBlocked = await comment(blocked!.token, id, '被拉黑的人');
    const hidden = await comment(hiddenOne!.token, id, '被举报的评论');
    await t.database.db.transaction((tx) => setCommentState(tx, hidden.id, 'hidden'));
    expect(await commentCount(id)).toBe(6);
    await block(t, third.uid, blocked!.uid);

    const page1 = await t.call(bbsComments, { post_id: id, page_size: 3 }, as(third.token));
    expect(page1.data.list.map((c) => c.body)).toEqual(['评论0', '评论1', '评论2']);
    expect(page1.data.next_cursor).not.toBe('');
    const page2 = await t.call(
      bbsComments,
      { post_id: id, page_size: 3, cursor: page1.data.next_cursor },
      as(third.token),
    );
    expect(page2.data.list.map((c) => c.body)).toEqual(['评论3', '评论4']);
    expect(page2.data.next_cursor).toBe('');
    expect(page2.data.list[0]!.actions).toEqual(['report', 'reply']);

    const anonymous = await t.call(bbsComments, { post_id: id, page_size: 50 });
    expect(anonymous.data.list.map((c) => c.id)).toEqual([...made, fromBlocked.id]);
    expect(anonymous.data.list[0]!.actions).toEqual([]);
    const own = await t.call(bbsComments, { post_id: id, page_size: 50 }, as(hiddenOne!.token));
    expect(own.data.list.find((c) => c.id === hidden.id)).toMatchObject({ state: 'hidden', actions: ['delete'] });
    // the post's author may delete any comment under it
    expect((await t.call(bbsComments, { post_id: id }, as(author.token))).data.list[0]!.actions).toEqual([
      'delete',
      'report',
      'reply',
    ]);
    // page numbers for the first pages (the spec's callers)
    const second = await t.call(bbsComments, { post_id: id, page: 2, page_size: 3 }, as(third.token));
    expect(second.data.list.map((c) => c.body)).toEqual(['评论3', '评论4']);
    expect((await t.call(bbsComments, { post_id: id, cursor: 'bad!' })).message).toBe('分页参数无效');
  });
});

describe('delete a comment', () => {
  it("by its author or the post's author; others 10003; comment_count exact", async () => {
    const id = await publishedPost(t, author.token);
    const mine = await comment(other.token, id, '我的');
    const theirs = await comment(third.token, id, '他的');
    expect(await commentCount(id)).toBe(2);
    expect(await t.call(bbsCommentDelete, { id: mine.id }, as(third.token))).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      message: '只能删除自己的评论或自己帖子下的评论',
    });
    expect((await t.call(bbsCommentDelete, { id: mine.id })).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(bbsCommentDelete, { id: mine.id }, as(other.token))).data).toEqual({ ok: true });
    expect((await t.call(bbsCommentDelete, { id: theirs.id }, as(author.token))).data).toEqual({ ok: true });
    expect(await commentCount(id)).toBe(0);
    expect((await t.call(bbsCommentDelete, { id: mine.id }, as(other.token))).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(bbsComments, { post_id: id })).data.list).toEqual([]);
    // parallel deletes of one comment count once
    const once = await comment(other.token, id, '删一次');
    await Promise.all(Array.from({ length: 5 }, () => t.call(bbsCommentDelete, { id: once.id }, as(other.token))));
    expect(await commentCount(id)).toBe(0);
  });

  it('a hidden comment is not counted; passed, counted again; deleted post: comments not listed', async () => {
    const id = await publishedPost(t, author.token);
    const c = await comment(other.token, id, '待审');
    await t.database.db.transaction((tx) => setCommentState(tx, c.id, 'hidden'));
    expect(await commentCount(id)).toBe(0);
    await t.database.db.transaction((tx) => setCommentState(tx, c.id, 'visible'));
    expect(await commentCount(id)).toBe(1);
    await t.call(bbsDelete, { id }, as(author.token));
    expect((await t.call(bbsComments, { post_id: id }, as(other.token))).code).toBe(ErrorCode.NOT_FOUND);
  });
});

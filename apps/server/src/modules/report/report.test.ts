import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  auditDecide,
  bbsList,
  auditInfo,
  auditList,
  bbsComment,
  bbsComments,
  bbsCreate,
  bbsDelete,
  bbsShow,
  centerAlbum,
  centerAlbumList,
  centerBlock,
  ErrorCode,
  messageList,
  reportCreate,
  reportUpload,
  rideSave,
} from '@kc/shared';
import { COMMUNITY_LIMITS } from '../../config/config.js';
import { testApp, type TestApp } from '../../test/test-app.js';
import { demoTokens, fieldNames, publishedEvent, rows } from '../../test/fixtures.js';
import { approvedLeader, publishedRide, ridePeople } from '../../test/ride-fixtures.js';
import { REPORT_MESSAGES } from './report.service.js';

let t: TestApp;
let tok: Awaited<ReturnType<typeof demoTokens>>;

beforeAll(async () => {
  t = await testApp();
  tok = await demoTokens(t);
});
afterAll(() => t.close());

const as = (token: string) => ({ token });
type Person = { uid: number; token: string };
/** fresh people: each call its own 7-digit mobile prefix */
let batch = 0;
const people = (n: number): Promise<Person[]> => ridePeople(t, n, `17760${String(batch++).padStart(2, '0')}`);

const ok = <T extends { code: number; message: string; data: unknown }>(r: T, what: string): T => {
  if (r.code !== 0) throw new Error(`${what}: ${r.code} ${r.message} ${JSON.stringify(r.data)}`);
  return r;
};
const newPost = async (p: Person, body = '周末去南山骑车', tag = '摩旅') =>
  ok(await t.call(bbsCreate, { body, images: ['/uploads/1/ride.png'], tags: [tag] }, as(p.token)), 'bbsCreate').data;
const report = (p: Person, module: string, id: number, fields: Record<string, unknown> = {}) =>
  t.call(reportCreate, { module, id, reason: 'spam', ...fields }, as(p.token));

/** the open case of a thing (its id and reporter count), if any */
const openCase = async (module: string, id: number) =>
  (
    await rows<{ id: number; reporter_count: number }>(
      t,
      sql`select id, reporter_count from report_cases where module = ${module} and target_id = ${id} and state = 'open'`,
    )
  )[0];
const casesOf = (module: string, id: number) =>
  rows<{ id: number; state: string; reporter_count: number }>(
    t,
    sql`select id, state, reporter_count from report_cases where module = ${module} and target_id = ${id} order by id`,
  );
/** the pending report audit of a case */
const auditOf = async (caseId: number) => {
  const list = (await t.call(auditList, { type: 'report', page_size: 100 }, as(tok.auditor))).data.list;
  return list.find((a) => a.target_id === caseId);
};
const decide = async (module: string, id: number, pass: boolean, remark = '') => {
  const c = await openCase(module, id);
  const audit = await auditOf(c!.id);
  return ok(await t.call(auditDecide, { id: audit!.id, pass, remark }, as(tok.auditor)), 'auditDecide');
};
const messages = async (p: Person) => (await t.call(messageList, { page_size: 50 }, as(p.token))).data.list;
const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(t, query))[0]!;
const postCount = async (uid: number) =>
  (await one<{ n: number }>(sql`select post_count as n from users where id = ${uid}`)).n;
const tagCount = async (name: string) =>
  (await one<{ n: number }>(sql`select post_count as n from tags where name = ${name}`)).n;

describe('reporting', () => {
  it('reports a post once; its open case joins the audit queue with every report', async () => {
    const [author, b, c] = await people(3);
    const post = await newPost(author!);
    expect(
      await report(b!, 'bbs', post.id, { reason: 'other', detail: '广告引流', images: ['/uploads/2/x.png'] }),
    ).toMatchObject({
      code: 0,
      data: { hidden: false },
    });
    expect(await report(b!, 'bbs', post.id)).toMatchObject({ code: ErrorCode.CONFLICT, message: '你已举报过该内容' });
    expect((await report(c!, 'bbs', post.id, { reason: 'fraud' })).data).toEqual({ hidden: false });

    const open = (await openCase('bbs', post.id))!;
    expect(open.reporter_count).toBe(2);
    const audit = (await auditOf(open.id))!;
    expect(audit).toMatchObject({
      type: 'report',
      type_label: '举报审核',
      business_name: '平台',
      target_name: '被举报的帖子',
    });
    const info = await t.call(auditInfo, { id: audit.id }, as(tok.auditor));
    expect(info.code).toBe(0);
    expect(info.data.report).toMatchObject({
      module: 'bbs',
      module_label: '帖子',
      target_id: post.id,
      body: '周末去南山骑车',
      images: ['/uploads/1/ride.png'],
      author_uid: author!.uid,
      author_nickname: '骑友1',
      hidden: false,
      reports: [
        { nickname: '骑友2', reason_label: '其他', detail: '广告引流', images: ['/uploads/2/x.png'] },
        { nickname: '骑友3', reason_label: '诈骗信息', detail: '', images: [] },
      ],
    });
    expect(info.data.report!.reports[0]!.create_time).toEqual(expect.any(Number));
    // the post is still shown: two reports hide nothing
    expect((await t.call(bbsShow, { id: post.id }, as(c!.token))).data.state).toBe('visible');
  });

  it('validates the module, the reason, the detail for 其他 and the images, naming the field', async () => {
    const [p] = await people(1);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ module: 'shop' }, 'module', '未知的举报类型'],
      [{ reason: 'boring' }, 'reason', '请选择举报原因'],
      [{ reason: 'other', detail: '' }, 'detail', '请填写举报说明'],
      [{ detail: '长'.repeat(201) }, 'detail', '补充说明最多200个字'],
      [
        { images: ['/uploads/1/a.png', '/uploads/1/b.png', '/uploads/1/c.png', '/uploads/1/d.png'] },
        'images',
        '最多3张图片',
      ],
    ];
    for (const [fields, field, message] of cases) {
      const r = await t.call(reportCreate, { module: 'user', id: 1, reason: 'spam', ...fields }, as(p!.token));
      expect(r.code, field).toBe(ErrorCode.VALIDATION);
      expect(fieldNames(r), field).toEqual([field]);
      expect(r.message).toBe(message);
    }
    expect((await t.call(reportCreate, { module: 'user', id: 1, reason: 'spam' })).code).toBe(
      ErrorCode.SESSION_INVALID,
    );
  });

  it('refuses my own content, myself, what does not exist or is gone, and across a block', async () => {
    const [author, other, blocker] = await people(3);
    const post = await newPost(author!);
    expect(await report(author!, 'bbs', post.id)).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '不能举报自己的内容',
    });
    expect(await report(author!, 'user', author!.uid)).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '不能举报自己的内容',
    });
    expect(await report(other!, 'bbs', 999999)).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: '内容不存在或已被删除',
    });
    for (const module of ['reply', 'image', 'play', 'party'])
      expect((await report(other!, module, 999999)).code, module).toBe(ErrorCode.NOT_FOUND);
    expect(await report(other!, 'user', 999999)).toMatchObject({ code: ErrorCode.NOT_FOUND, message: '用户不存在' });

    const gone = await newPost(author!, '马上删除的帖子');
    ok(await t.call(bbsDelete, { id: gone.id }, as(author!.token)), 'bbsDelete');
    expect((await report(other!, 'bbs', gone.id)).code).toBe(ErrorCode.NOT_FOUND);

    // the author blocked the blocker: neither sees the other's posts; the person who blocked me cannot be reported,
    // the one I blocked can
    ok(await t.call(centerBlock, { uid: blocker!.uid, block: 1 }, as(author!.token)), 'centerBlock');
    expect(await report(blocker!, 'bbs', post.id)).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: '内容不存在或已被删除',
    });
    expect(await report(blocker!, 'user', author!.uid)).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: '用户不存在',
    });
    const blockersPost = await newPost(blocker!, '被拉黑的人的帖子');
    expect((await report(author!, 'bbs', blockersPost.id)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await report(author!, 'user', blocker!.uid)).code).toBe(0);
    expect(await openCase('bbs', post.id)).toBeUndefined();
  });
});

describe('report/upload', () => {
  it('signs an image of evidence for a logged-in person only; a video or another type is refused', async () => {
    const signed = await t.call(reportUpload, { filename: 'shot.png', content_type: 'image/png' }, as(tok.visitor));
    expect(signed.code, signed.message).toBe(0);
    expect(signed.data.url).toMatch(/^\/uploads\/\d+\/[0-9a-f-]+\.png$/);
    expect(signed.data.max_bytes).toBe(5 * 1024 * 1024);
    const video = await t.call(
      reportUpload,
      { filename: 'v.mp4', content_type: 'video/mp4' as never },
      as(tok.visitor),
    );
    expect(video).toMatchObject({ code: ErrorCode.VALIDATION, message: '仅支持 jpg/png/webp/gif 图片' });
    expect((await t.call(reportUpload, { filename: 'shot.png', content_type: 'image/png' })).code).toBe(
      ErrorCode.SESSION_INVALID,
    );
  });
});

describe('three reporters hide; the auditor keeps or takes down', () => {
  it('3 parallel reporters hide a post exactly once; passing shows it again and restores the counts', async () => {
    const [author, r1, r2, r3, r4, viewer] = await people(6);
    const post = await newPost(author!, '被多人举报的帖子', '举报测试');
    // the public feeds are kept a moment (post.service.ts): read now, they must still follow each change at once
    const inFeeds = async () => {
      const latest = (await t.call(bbsList, { kind: 'latest', page_size: 50 }, as(viewer!.token))).data.list;
      const tagged = (await t.call(bbsList, { kind: 'tag', tag: '举报测试' })).data.list;
      return [latest.some((p) => p.id === post.id), tagged.some((p) => p.id === post.id)];
    };
    expect(await inFeeds()).toEqual([true, true]);
    expect(await postCount(author!.uid)).toBe(1);
    expect(await tagCount('举报测试')).toBe(1);

    const answers = await Promise.all([r1, r2, r3].map((p) => report(p!, 'bbs', post.id)));
    expect(answers.map((a) => a.code)).toEqual([0, 0, 0]);
    expect(answers.filter((a) => a.data.hidden)).toHaveLength(1);
    expect(await inFeeds()).toEqual([false, false]);
    const open = (await openCase('bbs', post.id))!;
    expect(open.reporter_count).toBe(3);
    expect(
      (
        await one<{ n: number }>(
          sql`select count(*)::int as n from audits where type = 'report' and target_id = ${open.id}`,
        )
      ).n,
    ).toBe(1);
    expect(await postCount(author!.uid)).toBe(0);
    expect(await tagCount('举报测试')).toBe(0);
    const told = (await messages(author!)).filter((m) => m.title === REPORT_MESSAGES.hidden.title);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      kind: 'community',
      body: '你的内容被多人举报，已暂时隐藏，审核通过后恢复显示；你可以修改内容',
      link: `/post/${post.id}`,
    });

    // hidden: only its author sees it, with the label; a fourth person cannot see it to report it
    expect((await t.call(bbsShow, { id: post.id }, as(viewer!.token))).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(bbsShow, { id: post.id }, as(author!.token))).data).toMatchObject({
      state: 'hidden',
      state_label: '被举报，审核中',
    });
    expect((await report(r4!, 'bbs', post.id)).code).toBe(ErrorCode.NOT_FOUND);

    const audit = (await auditOf(open.id))!;
    expect((await t.call(auditInfo, { id: audit.id }, as(tok.auditor))).data.report).toMatchObject({
      hidden: true,
      reports: [{}, {}, {}],
    });
    // only the auditor decides
    expect((await t.call(auditDecide, { id: audit.id, pass: true }, as(author!.token))).code).toBe(ErrorCode.FORBIDDEN);
    ok(await t.call(auditDecide, { id: audit.id, pass: true, remark: '未发现问题' }, as(tok.auditor)), 'pass');
    expect((await t.call(bbsShow, { id: post.id }, as(viewer!.token))).data.state).toBe('visible');
    expect(await inFeeds()).toEqual([true, true]);
    expect(await postCount(author!.uid)).toBe(1);
    expect(await tagCount('举报测试')).toBe(1);
    expect((await messages(author!))[0]).toMatchObject({
      kind: 'community',
      body: '你的内容经审核未发现问题，已恢复显示',
      link: `/post/${post.id}`,
    });
    const decided = (await t.call(auditInfo, { id: audit.id }, as(tok.auditor))).data;
    expect(decided.audit).toMatchObject({ status: 2, remark: '未发现问题' });
    expect(decided.report!.hidden).toBe(false);
    expect(await t.call(auditDecide, { id: audit.id, pass: false, remark: '再次处理' }, as(tok.auditor))).toMatchObject(
      {
        code: ErrorCode.CONFLICT,
      },
    );

    // a report after the decision opens a new case (the earlier reporters have reported it already)
    expect((await report(r1!, 'bbs', post.id)).code).toBe(ErrorCode.CONFLICT);
    expect((await report(r4!, 'bbs', post.id)).data).toEqual({ hidden: false });
    expect((await casesOf('bbs', post.id)).map((c) => [c.state, c.reporter_count])).toEqual([
      ['kept', 3],
      ['open', 1],
    ]);
    expect(await auditOf((await openCase('bbs', post.id))!.id)).toBeDefined();
  });

  it('rejecting takes the post down with the reason: its author sees it removed, others 10004', async () => {
    const [author, r1, r2, r3, viewer] = await people(5);
    const post = await newPost(author!, '违规广告帖子');
    for (const p of [r1, r2, r3]) ok(await report(p!, 'bbs', post.id), 'report');
    expect(await postCount(author!.uid)).toBe(0);
    const rejected = await t.call(
      auditDecide,
      { id: (await auditOf((await openCase('bbs', post.id))!.id))!.id, pass: false },
      as(tok.auditor),
    );
    expect(rejected).toMatchObject({ code: ErrorCode.VALIDATION, message: '驳回时请填写原因' });
    await decide('bbs', post.id, false, '广告引流');
    expect((await t.call(bbsShow, { id: post.id }, as(author!.token))).data).toMatchObject({
      state: 'removed',
      state_reason: '广告引流',
    });
    expect((await t.call(bbsShow, { id: post.id }, as(viewer!.token))).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(bbsShow, { id: post.id })).code).toBe(ErrorCode.NOT_FOUND);
    expect(await postCount(author!.uid)).toBe(0);
    expect((await messages(author!))[0]).toMatchObject({
      kind: 'community',
      title: '内容已被下架',
      body: '你的内容因“广告引流”已被下架',
    });
    expect((await casesOf('bbs', post.id)).map((c) => c.state)).toEqual(['removed']);
  });

  it('rejecting a post reported once (still visible) takes it down too', async () => {
    const [author, r1] = await people(2);
    const post = await newPost(author!, '只被举报一次的帖子');
    ok(await report(r1!, 'bbs', post.id), 'report');
    await decide('bbs', post.id, false, '违法违规');
    expect((await t.call(bbsShow, { id: post.id }, as(author!.token))).data).toMatchObject({
      state: 'removed',
      state_reason: '违法违规',
    });
    expect(await postCount(author!.uid)).toBe(0);
  });

  it('a comment: hidden at 3 (comment_count exact), shown again on pass', async () => {
    const [author, commenter, r1, r2, r3] = await people(5);
    const post = await newPost(author!, '带评论的帖子');
    const comment = ok(
      await t.call(bbsComment, { post_id: post.id, body: '辱骂评论' }, as(commenter!.token)),
      'comment',
    ).data;
    const count = async () => (await t.call(bbsShow, { id: post.id }, as(author!.token))).data.comment_count;
    expect(await count()).toBe(1);
    const answers = await Promise.all([r1, r2, r3].map((p) => report(p!, 'reply', comment.id, { reason: 'abuse' })));
    expect(answers.filter((a) => a.data.hidden)).toHaveLength(1);
    expect(await count()).toBe(0);
    const listed = (await t.call(bbsComments, { post_id: post.id }, as(author!.token))).data.list.map((c) => c.id);
    expect(listed).not.toContain(comment.id);
    expect((await messages(commenter!))[0]).toMatchObject({ link: `/post/comment/${post.id}` });
    const info = await t.call(
      auditInfo,
      { id: (await auditOf((await openCase('reply', comment.id))!.id))!.id },
      as(tok.auditor),
    );
    expect(info.data.report).toMatchObject({ module: 'reply', module_label: '评论', body: '辱骂评论', hidden: true });
    expect(info.data.audit.target_name).toBe('被举报的评论');

    await decide('reply', comment.id, true);
    expect(await count()).toBe(1);
    expect((await t.call(bbsComments, { post_id: post.id }, as(r1!.token))).data.list.map((c) => c.id)).toContain(
      comment.id,
    );
  });

  it('an album image: hidden at 3, taken down on reject', async () => {
    const [owner, r1, r2, r3, viewer] = await people(5);
    const added = ok(await t.call(centerAlbum, { images: ['/uploads/1/album.png'] }, as(owner!.token)), 'album').data;
    const item = added.list[0]!;
    const visibleTo = async (p: Person) =>
      (await t.call(centerAlbumList, { uid: owner!.uid }, as(p.token))).data.list.map((i) => i.id).includes(item.id);
    expect(await visibleTo(viewer!)).toBe(true);
    const answers = await Promise.all([r1, r2, r3].map((p) => report(p!, 'image', item.id, { reason: 'porn' })));
    expect(answers.filter((a) => a.data.hidden)).toHaveLength(1);
    expect(await visibleTo(viewer!)).toBe(false);
    const info = await t.call(
      auditInfo,
      { id: (await auditOf((await openCase('image', item.id))!.id))!.id },
      as(tok.auditor),
    );
    expect(info.data.report).toMatchObject({ module: 'image', images: ['/uploads/1/album.png'], hidden: true });
    await decide('image', item.id, false, '色情低俗');
    expect(await visibleTo(viewer!)).toBe(false);
    expect((await one<{ state: string }>(sql`select state from album_items where id = ${item.id}`)).state).toBe(
      'removed',
    );
    expect((await messages(owner!))[0]).toMatchObject({ body: '你的内容因“色情低俗”已被下架' });
  });
});

describe('people, events and rides', () => {
  it('10 parallel reports of one person by 10 users: one case, one pending audit, count 10; nothing hidden', async () => {
    const [target, ...reporters] = await people(11);
    const answers = await Promise.all(reporters.map((p) => report(p, 'user', target!.uid, { reason: 'fraud' })));
    expect(answers.map((a) => a.code)).toEqual(Array(10).fill(0));
    expect(answers.every((a) => a.data.hidden === false)).toBe(true);
    const cases = await casesOf('user', target!.uid);
    expect(cases).toHaveLength(1);
    expect(cases[0]!.reporter_count).toBe(10);
    const pending = await one<{ n: number }>(
      sql`select count(*)::int as n from audits where type = 'report' and target_id = ${cases[0]!.id} and status = 1`,
    );
    expect(pending.n).toBe(1);
    const info = await t.call(auditInfo, { id: (await auditOf(cases[0]!.id))!.id }, as(tok.auditor));
    expect(info.data.report).toMatchObject({ module: 'user', title: '骑友1', hidden: false });
    expect(info.data.report!.reports).toHaveLength(10);

    // the decision only closes the case: the person is not told
    const before = (await messages(target!)).length;
    await decide('user', target!.uid, false, '冒充官方');
    expect((await casesOf('user', target!.uid)).map((c) => c.state)).toEqual(['removed']);
    expect(await messages(target!)).toHaveLength(before);
  });

  it('an event and a ride: only when public; deciding closes the case', async () => {
    const [p] = await people(1);
    const eventId = await publishedEvent(t, tok);
    expect((await report(p!, 'play', eventId)).data).toEqual({ hidden: false });
    await decide('play', eventId, true);
    expect((await casesOf('play', eventId)).map((c) => c.state)).toEqual(['kept']);

    await approvedLeader(t, tok.owner);
    const rideId = await publishedRide(t, tok.owner);
    expect((await report(p!, 'party', rideId)).data).toEqual({ hidden: false });
    const info = await t.call(
      auditInfo,
      { id: (await auditOf((await openCase('party', rideId))!.id))!.id },
      as(tok.auditor),
    );
    expect(info.data.report).toMatchObject({ module: 'party', module_label: '骑行', title: '周末南山环线骑行' });
    const draft = ok(await t.call(rideSave, { title: '草稿骑行' }, as(tok.owner)), 'draft').data.id;
    expect((await report(p!, 'party', draft)).code).toBe(ErrorCode.NOT_FOUND);
    // the leader cannot report their own ride
    expect((await t.call(reportCreate, { module: 'party', id: rideId, reason: 'spam' }, as(tok.owner))).code).toBe(
      ErrorCode.VALIDATION,
    );
  });
});

describe('reports: rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await testApp({
      community: {
        ...t.config.community,
        limits: { ...COMMUNITY_LIMITS, report: { windowSeconds: 3600, perAccount: 2, perAddress: 100 } },
      },
    });
  });
  afterAll(() => limited.close());

  it('reports perAccount times an hour, then 10029 and nothing stored', async () => {
    const [a, b, c, d] = await ridePeople(limited, 4, '1776100');
    const r = (who: Person, id: number) =>
      limited.call(reportCreate, { module: 'user', id, reason: 'spam' }, as(who.token));
    expect((await r(a!, b!.uid)).code).toBe(0);
    expect((await r(a!, c!.uid)).code).toBe(0);
    expect(await r(a!, d!.uid)).toMatchObject({ code: ErrorCode.RATE_LIMITED, message: '举报过于频繁，请稍后再试' });
    const [n] = await rows<{ n: number }>(
      limited,
      sql`select count(*)::int as n from reports where reporter_id = ${a!.uid}`,
    );
    expect(n!.n).toBe(2);
    expect((await r(b!, d!.uid)).code).toBe(0);
  });
});

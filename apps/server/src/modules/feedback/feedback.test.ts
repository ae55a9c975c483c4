import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  addFeedback,
  ErrorCode,
  feedbackQueue,
  feedbackQueueInfo,
  infoFeedback,
  listFeedback,
  messageList,
  replyFeedback,
} from '@kc/shared';
import { COMMUNITY_LIMITS } from '../../config/config.js';
import { testApp, type TestApp } from '../../test/test-app.js';
import { demoTokens, fieldNames, rows } from '../../test/fixtures.js';
import { ridePeople } from '../../test/ride-fixtures.js';

let t: TestApp;
let tok: Awaited<ReturnType<typeof demoTokens>>;

beforeAll(async () => {
  t = await testApp();
  tok = await demoTokens(t);
});
afterAll(() => t.close());

const as = (token: string) => ({ token });
const input = (fields: Record<string, unknown> = {}) => ({
  kind: 'bug',
  content: '车友圈图片加载很慢',
  images: ['/uploads/1/shot.png'],
  contact: '微信 kc123',
  ...fields,
});

describe('sending and reading my feedback', () => {
  it('sends, lists mine newest first, and opens one; nobody else reads it', async () => {
    const [a, b] = await ridePeople(t, 2, '1775000');
    const first = await t.call(addFeedback, input(), as(a!.token));
    expect(first.code, first.message).toBe(0);
    expect(first.data).toMatchObject({
      kind: 'bug',
      kind_label: '功能异常',
      content: '车友圈图片加载很慢',
      images: ['/uploads/1/shot.png'],
      contact: '微信 kc123',
      reply: '',
      reply_time: null,
      status: 1,
      status_label: '待回复',
      nickname: '骑友1',
      actions: [],
    });
    const second = await t.call(addFeedback, { content: '希望增加夜间模式' }, as(a!.token));
    expect(second.data).toMatchObject({ kind: 'suggestion', kind_label: '产品建议', images: [], contact: '' });
    await t.call(addFeedback, input({ content: '别人的反馈内容' }), as(b!.token));

    const mine = await t.call(listFeedback, {}, as(a!.token));
    expect(mine.data.count).toBe(2);
    expect(mine.data.list.map((f) => f.id)).toEqual([second.data.id, first.data.id]);

    expect((await t.call(infoFeedback, { id: first.data.id }, as(a!.token))).data.content).toBe('车友圈图片加载很慢');
    expect(await t.call(infoFeedback, { id: first.data.id }, as(b!.token))).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      message: '无权查看该反馈',
    });
    expect(await t.call(infoFeedback, { id: 999999 }, as(a!.token))).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: '反馈不存在',
    });
  });

  it('validates the text, kind, images and contact, naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ content: '太短' }, 'content', '反馈内容至少5个字'],
      [{ content: '长'.repeat(501) }, 'content', '反馈内容最多500个字'],
      [{ kind: 'praise' }, 'kind', '请选择反馈类型'],
      [
        { images: ['/uploads/1/a.png', '/uploads/1/b.png', '/uploads/1/c.png', '/uploads/1/d.png'] },
        'images',
        '最多3张图片',
      ],
      [{ contact: 'x'.repeat(51) }, 'contact', '联系方式最多50个字'],
    ];
    for (const [fields, field, message] of cases) {
      const r = await t.call(addFeedback, input(fields), as(tok.visitor));
      expect(r.code, field).toBe(ErrorCode.VALIDATION);
      expect(fieldNames(r), field).toEqual([field]);
      expect(r.message).toBe(message);
    }
  });

  it('needs a session for every call', async () => {
    expect((await t.call(addFeedback, input())).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(listFeedback, {})).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(infoFeedback, { id: 1 })).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(feedbackQueue, {})).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(replyFeedback, { id: 1, reply: '好的' })).code).toBe(ErrorCode.SESSION_INVALID);
  });
});

describe('the auditor answers', () => {
  it('sees the queue oldest first, opens one with the reply action, answers once; the sender is told', async () => {
    const [a] = await ridePeople(t, 1, '1775001');
    const older = (await t.call(addFeedback, input({ content: '第一条等待回复的反馈' }), as(a!.token))).data;
    const newer = (await t.call(addFeedback, input({ content: '第二条等待回复的反馈' }), as(a!.token))).data;

    const waiting = (await t.call(feedbackQueue, { page_size: 100 }, as(tok.auditor))).data.list;
    const ids = waiting.map((f) => f.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(waiting.every((f) => f.status === 1 && f.actions.includes('reply'))).toBe(true);
    expect((await t.call(feedbackQueueInfo, { id: older.id }, as(tok.auditor))).data.actions).toEqual(['reply']);
    // the sender's own call is theirs alone: the auditor reads through the queue
    expect((await t.call(infoFeedback, { id: older.id }, as(tok.auditor))).code).toBe(ErrorCode.FORBIDDEN);

    const replied = await t.call(replyFeedback, { id: older.id, reply: '感谢反馈，已修复' }, as(tok.auditor));
    expect(replied.code, replied.message).toBe(0);
    expect(replied.data).toMatchObject({ status: 2, status_label: '已回复', reply: '感谢反馈，已修复', actions: [] });
    expect(replied.data.reply_time).toEqual(expect.any(Number));

    const seen = (await t.call(infoFeedback, { id: older.id }, as(a!.token))).data;
    expect(seen).toMatchObject({ status: 2, reply: '感谢反馈，已修复', actions: [] });
    const told = (await t.call(messageList, {}, as(a!.token))).data.list[0]!;
    expect(told).toMatchObject({
      kind: 'community',
      title: '你的反馈有了回复',
      body: '感谢反馈，已修复',
      link: `/my/setting/feedback/detail/${older.id}`,
    });

    const answered = (await t.call(feedbackQueue, { status: 2, page_size: 100 }, as(tok.auditor))).data.list;
    expect(answered[0]!.id).toBe(older.id);
    expect(answered.every((f) => f.status === 2 && f.actions.length === 0)).toBe(true);
    expect((await t.call(feedbackQueue, { page_size: 100 }, as(tok.auditor))).data.list.map((f) => f.id)).not.toContain(
      older.id,
    );

    expect(await t.call(replyFeedback, { id: older.id, reply: '再回复一次' }, as(tok.auditor))).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: '该反馈已回复',
    });
    expect((await t.call(replyFeedback, { id: 999999, reply: '好的' }, as(tok.auditor))).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const empty = await t.call(replyFeedback, { id: newer.id, reply: '' }, as(tok.auditor));
    expect(empty).toMatchObject({ code: ErrorCode.VALIDATION, message: '请输入回复内容' });
    expect(fieldNames(empty)).toEqual(['reply']);
  });

  it('refuses the queue and replies to anyone but an auditor', async () => {
    const [a] = await ridePeople(t, 1, '1775002');
    const f = (await t.call(addFeedback, input(), as(a!.token))).data;
    for (const token of [a!.token, tok.visitor, tok.owner]) {
      expect(await t.call(feedbackQueue, {}, as(token))).toMatchObject({
        code: ErrorCode.FORBIDDEN,
        message: '仅审核员可以处理意见反馈',
      });
      expect((await t.call(replyFeedback, { id: f.id, reply: '自己回复' }, as(token))).code).toBe(ErrorCode.FORBIDDEN);
      expect((await t.call(feedbackQueueInfo, { id: f.id }, as(token))).code).toBe(ErrorCode.FORBIDDEN);
    }
    expect((await t.call(infoFeedback, { id: f.id }, as(a!.token))).data).toMatchObject({ status: 1, reply: '' });
  });

  it('of 8 parallel replies exactly one is stored and one message sent; the rest 10009', async () => {
    const [a] = await ridePeople(t, 1, '1775003');
    const f = (await t.call(addFeedback, input(), as(a!.token))).data;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.call(replyFeedback, { id: f.id, reply: `回复${i}` }, as(tok.auditor))),
    );
    expect(answers.filter((r) => r.code === 0)).toHaveLength(1);
    expect(answers.filter((r) => r.code === ErrorCode.CONFLICT && r.message === '该反馈已回复')).toHaveLength(7);
    const winner = answers.find((r) => r.code === 0)!.data.reply;
    expect((await t.call(infoFeedback, { id: f.id }, as(a!.token))).data.reply).toBe(winner);
    const [n] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from messages where user_id = ${a!.uid} and title = '你的反馈有了回复'`,
    );
    expect(n!.n).toBe(1);
  });
});

describe('feedback: rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await testApp({
      community: {
        ...t.config.community,
        limits: { ...COMMUNITY_LIMITS, feedback: { windowSeconds: 3600, perAccount: 2, perAddress: 100 } },
      },
    });
  });
  afterAll(() => limited.close());

  it('sends perAccount feedbacks an hour, then 10029 and nothing stored; another person still sends', async () => {
    const [a, b] = await ridePeople(limited, 2, '1775004');
    for (let i = 0; i < 2; i++) expect((await limited.call(addFeedback, input(), as(a!.token))).code).toBe(0);
    expect(await limited.call(addFeedback, input(), as(a!.token))).toMatchObject({
      code: ErrorCode.RATE_LIMITED,
      message: '反馈提交过于频繁，请稍后再试',
    });
    expect((await limited.call(listFeedback, {}, as(a!.token))).data.count).toBe(2);
    expect((await limited.call(addFeedback, input(), as(b!.token))).code).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  itemInfo,
  itemSave,
  projectSave,
  publisherAdd,
  publisherIssue,
  publisherList,
  publisherMine,
  publisherRecords,
} from '@kc/shared';
import { holdings } from '../../db/schema.js';
import { approve, asOwner, DAY, demoTokens, nowSeconds } from '../../test/fixtures.js';
import { testApp, type TestApp } from '../../test/test-app.js';

const now = nowSeconds();
/** The press pass the tests issue (its stock given per test). */
const ticket = { name: '媒体证', rule_content: '凭证入场' };
const mobiles = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => `1370000${String(from + i).padStart(4, '0')}`);

describe('publishers: quotas issued exactly, by their own publisher only', () => {
  let t: TestApp;
  let tok: Awaited<ReturnType<typeof demoTokens>>;
  let projectId = 0;
  const owner = () => asOwner(tok);
  const approvedItem = (total: number) =>
    approve(t, tok, { ...ticket, product_type: 1, project_id: projectId, total_stock: total });

  beforeAll(async () => {
    t = await testApp();
    tok = await demoTokens(t);
    projectId = (
      await t.call(
        projectSave,
        {
          name: '摩博会',
          kind: 1,
          start_time: now,
          end_time: now + 30 * DAY,
          venue: '重庆悦来国际会议中心',
          publish: true,
        },
        owner(),
      )
    ).data.id;
  });
  afterAll(() => t.close());

  it('appoints a registered user with a quota; only managers, only approved items', async () => {
    const itemId = await approvedItem(100);
    const q = await t.call(publisherAdd, { item_id: itemId, mobile: '13800000001', quota: 5 }, owner());
    expect(q.data).toMatchObject({ item_id: itemId, user_name: '观众小王', quota: 5, issued: 0, remaining: 5 });
    expect((await t.call(publisherAdd, { item_id: itemId, mobile: '13899999999', quota: 5 }, owner())).message).toBe(
      '该手机号尚未注册',
    );
    expect(
      (
        await t.call(
          publisherAdd,
          { item_id: itemId, mobile: '13800000001', quota: 5 },
          { token: tok.checker, payload: { b_id: 1 } },
        )
      ).code,
    ).toBe(ErrorCode.FORBIDDEN);
    const draft = (await t.call(itemSave, { product_type: 1, name: '草稿' }, owner())).data;
    expect((await t.call(publisherAdd, { item_id: draft.id, mobile: '13800000001', quota: 5 }, owner())).message).toBe(
      '仅审核通过的内容可以指定发布员',
    );
    expect((await t.call(publisherList, { item_id: itemId }, owner())).data.list.map((p) => p.mobile)).toEqual([
      '13800000001',
    ]);
    expect((await t.call(publisherMine, {}, { token: tok.visitor })).data.list[0]).toMatchObject({
      item_name: '媒体证',
      business_name: '示例车展运营公司',
    });
  });

  it('issues to mobiles with a result for each: new mobiles get accounts, the per-user limit holds', async () => {
    const itemId = await approvedItem(100);
    const q = (await t.call(publisherAdd, { item_id: itemId, mobile: '13800000001', quota: 5 }, owner())).data;
    const r = await t.call(
      publisherIssue,
      { quota_id: q.id, mobiles: ['13700009001', '13700009002', '13700009001'] },
      { token: tok.visitor },
    );
    expect(r.data.results.map((x) => [x.mobile, x.ok, x.message])).toEqual([
      ['13700009001', true, '发放成功'],
      ['13700009002', true, '发放成功'],
      ['13700009001', false, '已达到每人限领数量'],
    ]);
    expect(r.data.quota).toMatchObject({ issued: 2, remaining: 3 });
    expect((await t.call(itemInfo, { id: itemId }, owner())).data.counts).toMatchObject({ issued: 2, remaining: 98 });
    const records = await t.call(publisherRecords, { quota_id: q.id }, owner());
    expect(records.data.list.map((x) => x.mobile)).toEqual(['13700009002', '13700009001']);
    expect((await t.call(publisherRecords, { quota_id: q.id }, { token: tok.checker })).code).toBe(ErrorCode.FORBIDDEN);
  });

  it('refuses to issue from somebody else’s quota', async () => {
    const itemId = await approvedItem(10);
    const q = (await t.call(publisherAdd, { item_id: itemId, mobile: '13800000001', quota: 5 }, owner())).data;
    expect(
      await t.call(publisherIssue, { quota_id: q.id, mobiles: ['13700009100'] }, { token: tok.checker }),
    ).toMatchObject({ code: ErrorCode.FORBIDDEN, message: '只能发放自己的额度' });
    expect((await t.call(publisherIssue, { quota_id: q.id, mobiles: ['123'] }, { token: tok.visitor })).code).toBe(
      ErrorCode.VALIDATION,
    );
  });

  it('never lets a quota of 50 give more than 50 under 200 parallel issues', async () => {
    const itemId = await approvedItem(1000);
    const q = (await t.call(publisherAdd, { item_id: itemId, mobile: '13800000001', quota: 50 }, owner())).data;
    const results = await Promise.all(
      mobiles(200, 1000).map((m) => t.call(publisherIssue, { quota_id: q.id, mobiles: [m] }, { token: tok.visitor })),
    );
    const outcomes = results.map((r) => r.data.results[0]!);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(50);
    expect(outcomes.filter((o) => !o.ok).every((o) => o.code === ErrorCode.SOLD_OUT && o.message === '已发完')).toBe(
      true,
    );
    expect(await t.database.db.$count(holdings, eq(holdings.itemId, itemId))).toBe(50);
    expect((await t.call(itemInfo, { id: itemId }, owner())).data.counts).toMatchObject({ issued: 50, remaining: 950 });
  });

  it('never gives more than the stock, whatever the quotas', async () => {
    const itemId = await approvedItem(3);
    const q = (await t.call(publisherAdd, { item_id: itemId, mobile: '13800000001', quota: 10 }, owner())).data;
    const results = await Promise.all(
      mobiles(10, 3000).map((m) => t.call(publisherIssue, { quota_id: q.id, mobiles: [m] }, { token: tok.visitor })),
    );
    expect(results.filter((r) => r.data.results[0]!.ok)).toHaveLength(3);
    const info = (await t.call(itemInfo, { id: itemId }, owner())).data;
    expect(info).toMatchObject({ status: 13, counts: { issued: 3, remaining: 0 } });
    // the quota is only used for what was really given
    expect((await t.call(publisherList, { item_id: itemId }, owner())).data.list[0]).toMatchObject({ issued: 3 });
    expect((await t.call(publisherAdd, { item_id: itemId, mobile: '13800000001', quota: 2 }, owner())).message).toBe(
      '额度不能少于已发放的数量',
    );
  });
});

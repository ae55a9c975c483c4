import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributeClaim, distributeIssue, distributeMine, ErrorCode, itemInfo } from '@kc/shared';
import { approvedItem, asOwner, demoTokens } from '../../test/fixtures.js';
import { testApp, type TestApp } from '../../test/test-app.js';

/** The pass the tests distribute: three of them. */
const pass = { name: '工作证', total_stock: 3, rule_content: '凭证出入' };

describe('direct distribution and the recipient’s claim', () => {
  let t: TestApp;
  let tok: Awaited<ReturnType<typeof demoTokens>>;
  const owner = () => asOwner(tok);
  const approved = (extra: object = {}) => approvedItem(t, tok, { product_type: 1, is_cert: true, ...pass, ...extra });

  beforeAll(async () => {
    t = await testApp();
    tok = await demoTokens(t);
  });
  afterAll(() => t.close());

  it('issues to each mobile with its own result; stock and the per-user limit hold', async () => {
    const id = await approved();
    const r = await t.call(
      distributeIssue,
      { item_id: id, mobiles: ['13800000001', '13600000001', '13800000001', '13600000002', '13600000003'] },
      owner(),
    );
    expect(r.data.results.map((x) => x.message)).toEqual([
      '发放成功',
      '发放成功',
      '已达到每人限领数量',
      '发放成功',
      '已发完',
    ]);
    expect((await t.call(itemInfo, { id }, owner())).data).toMatchObject({
      status: 13,
      counts: { issued: 3, remaining: 0 },
    });
    expect(
      (
        await t.call(
          distributeIssue,
          { item_id: id, mobiles: ['13600000009'] },
          { token: tok.checker, payload: { b_id: 1 } },
        )
      ).code,
    ).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call(distributeIssue, { item_id: id, mobiles: ['123'] }, owner())).code).toBe(ErrorCode.VALIDATION);
  });

  it('daily distribution limits per day, so the same person cannot get a second one today', async () => {
    const id = await approved({ name: '日票', total_stock: 10 });
    const r = await t.call(
      distributeIssue,
      { item_id: id, mobiles: ['13600000011', '13600000011'], daily: true },
      owner(),
    );
    expect(r.data.results.map((x) => x.ok)).toEqual([true, false]);
  });

  it('lets the recipient claim with the holder’s details, once, and nobody else', async () => {
    const mine = await t.call(distributeMine, {}, { token: tok.visitor });
    const got = mine.data.list[0]!;
    expect(got).toMatchObject({
      item_name: '工作证',
      is_cert: true,
      claimed: false,
      business_name: '示例车展运营公司',
    });
    const claim = {
      holding_id: got.holding_id,
      holder_name: '王小明',
      holder_photo: '/uploads/1/p.png',
      holder_tags: ['媒体'],
    };
    expect((await t.call(distributeClaim, claim, { token: tok.checker })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(distributeClaim, { ...claim, holder_photo: '' }, { token: tok.visitor })).message).toBe(
      '请上传照片',
    );
    expect((await t.call(distributeClaim, claim, { token: tok.visitor })).data).toMatchObject({
      claimed: true,
      holder_name: '王小明',
      holder_tags: ['媒体'],
    });
    expect(await t.call(distributeClaim, claim, { token: tok.visitor })).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: '已领取',
    });
  });
});

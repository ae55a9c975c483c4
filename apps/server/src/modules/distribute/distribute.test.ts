import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditDecide,
  auditList,
  distributeClaim,
  distributeIssue,
  distributeMine,
  ErrorCode,
  itemAction,
  itemInfo,
  itemSave,
  login,
  projectSave,
} from '@kc/shared';
import { DEMO_PASSWORD } from '../../db/seed.js';
import { testApp, type TestApp } from '../../test/test-app.js';

const now = Math.floor(Date.now() / 1000);
const DAY = 86400;
const pass = {
  name: '工作证',
  template_kind: 1,
  style_icon: '',
  style_color: '',
  par_value: 0,
  sell_value: 0,
  total_stock: 3,
  per_user_limit: 1,
  rule_content: '凭证出入',
  write_off_mode: 1,
  shop_kind: 11,
  distribution_mode: 1,
  registration_distribution: 1,
  payment_order: 1,
  limit_type: 1,
  limit_num: 1,
  issue_start: now - DAY,
  issue_end: now + 10 * DAY,
  validity_start: now - DAY,
  validity_end: now + 20 * DAY,
};

describe('direct distribution and the recipient’s claim', () => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  const owner = () => ({ token: tok.owner, payload: { b_id: 1 } });
  const approved = async (extra: object = {}) => {
    const projectId = (
      await t.call(
        projectSave,
        { name: '车展', kind: 1, start_time: now, end_time: now + 30 * DAY, venue: '博览中心', publish: true },
        owner(),
      )
    ).data.id;
    const id = (
      await t.call(itemSave, { product_type: 1, is_cert: true, project_id: projectId, ...pass, ...extra }, owner())
    ).data.id;
    await t.call(itemAction, { id, action: 'submit' }, owner());
    const record = (await t.call(auditList, {}, { token: tok.auditor })).data.list.find((a) => a.target_id === id)!;
    await t.call(auditDecide, { id: record.id, pass: true }, { token: tok.auditor });
    return id;
  };

  beforeAll(async () => {
    t = await testApp();
    for (const [who, mobile] of Object.entries({
      visitor: '13800000001',
      owner: '13800000002',
      checker: '13800000003',
      auditor: '13800000004',
    })) {
      tok[who] = (await t.call(login, { mobile, password: DEMO_PASSWORD })).data.token;
    }
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

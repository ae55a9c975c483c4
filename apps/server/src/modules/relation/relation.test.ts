import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  auditDecide,
  auditList,
  distributeIssue,
  ErrorCode,
  itemAction,
  itemSave,
  login,
  projectSave,
  relationInfo,
  relationSave,
} from '@kc/shared';
import { holdings } from '../../db/schema.js';
import { DEMO_PASSWORD } from '../../db/seed.js';
import { testApp, type TestApp } from '../../test/test-app.js';

const now = Math.floor(Date.now() / 1000);
const DAY = 86400;
const fields = {
  template_kind: 1,
  style_icon: '',
  style_color: '',
  par_value: 0,
  sell_value: 0,
  total_stock: 10,
  per_user_limit: 1,
  rule_content: '凭码使用',
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

describe('ticket–coupon association', () => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  let projectId = 0;
  const owner = () => ({ token: tok.owner, payload: { b_id: 1 } });
  const auditor = () => ({ token: tok.auditor });
  const pendingOf = async (targetId: number, type: 'ticket' | 'coupon' | 'ticket_relation') =>
    (await t.call(auditList, { type }, auditor())).data.list.find((a) => a.target_id === targetId)!;
  const approved = async (product_type: number, name: string, extra: object = {}) => {
    const id = (await t.call(itemSave, { product_type, project_id: projectId, name, ...fields, ...extra }, owner()))
      .data.id;
    await t.call(itemAction, { id, action: 'submit' }, owner());
    await t.call(
      auditDecide,
      { id: (await pendingOf(id, product_type === 1 ? 'ticket' : 'coupon')).id, pass: true },
      auditor(),
    );
    return id;
  };

  beforeAll(async () => {
    t = await testApp();
    for (const [who, mobile] of Object.entries({
      owner: '13800000002',
      checker: '13800000003',
      auditor: '13800000004',
    })) {
      tok[who] = (await t.call(login, { mobile, password: DEMO_PASSWORD })).data.token;
    }
    projectId = (
      await t.call(
        projectSave,
        { name: '车展', kind: 1, start_time: now, end_time: now + 30 * DAY, venue: '博览中心', publish: true },
        owner(),
      )
    ).data.id;
  });
  afterAll(() => t.close());

  it('bundles approved coupons through an audit; holders of the ticket receive them', async () => {
    const ticket = await approved(1, '成人票');
    const parking = await approved(2, '停车券');
    const drink = await approved(2, '饮品券', { total_stock: 1 });
    const draft = (await t.call(itemSave, { product_type: 2, name: '草稿券' }, owner())).data.id;

    expect(await t.call(relationSave, { ticket_id: ticket, coupon_ids: [parking, draft] }, owner())).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '只能关联本商家审核通过的卡券',
    });
    expect((await t.call(relationSave, { ticket_id: ticket, coupon_ids: [parking, parking] }, owner())).message).toBe(
      '卡券不能重复',
    );
    expect((await t.call(relationSave, { ticket_id: parking, coupon_ids: [] }, owner())).message).toBe('门票不存在');
    expect(
      (
        await t.call(
          relationSave,
          { ticket_id: ticket, coupon_ids: [parking] },
          { token: tok.checker, payload: { b_id: 1 } },
        )
      ).code,
    ).toBe(ErrorCode.FORBIDDEN);

    const saved = await t.call(relationSave, { ticket_id: ticket, coupon_ids: [parking, drink] }, owner());
    expect(saved.data).toMatchObject({
      coupons: [],
      pending: [
        { id: parking, name: '停车券' },
        { id: drink, name: '饮品券' },
      ],
    });
    expect(await t.call(relationSave, { ticket_id: ticket, coupon_ids: [parking] }, owner())).toMatchObject({
      code: ErrorCode.CONFLICT,
    });

    const record = await pendingOf(ticket, 'ticket_relation');
    expect(record.type_label).toBe('门票关联卡券审核');
    await t.call(auditDecide, { id: record.id, pass: true }, auditor());
    expect((await t.call(relationInfo, { ticket_id: ticket }, owner())).data).toMatchObject({
      coupons: [{ id: parking }, { id: drink }],
      pending: null,
    });

    // two recipients: the second one's drink coupon is out of stock, the ticket still arrives
    await t.call(distributeIssue, { item_id: ticket, mobiles: ['13600000101', '13600000102'] }, owner());
    const held = async (itemId: number) => t.database.db.$count(holdings, and(eq(holdings.itemId, itemId)));
    expect([await held(ticket), await held(parking), await held(drink)]).toEqual([2, 2, 1]);
    const viaRelation = await t.database.db.select().from(holdings).where(eq(holdings.source, 'relation'));
    expect(viaRelation).toHaveLength(3);
  });
});

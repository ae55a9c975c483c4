import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditDecide, auditList, distributeIssue, ErrorCode, itemSave, relationInfo, relationSave } from '@kc/shared';
import { holdings } from '../../db/schema.js';
import { approve, asOwner, demoProject, demoTokens } from '../../test/fixtures.js';
import { testApp, type TestApp } from '../../test/test-app.js';

/** The items the tests bundle (type and name per test). */
const fields = { total_stock: 10, rule_content: '凭码使用' };

describe('ticket–coupon association', () => {
  let t: TestApp;
  let tok: Awaited<ReturnType<typeof demoTokens>>;
  let projectId = 0;
  const owner = () => asOwner(tok);
  const auditor = () => ({ token: tok.auditor });
  const pendingOf = async (targetId: number, type: 'ticket' | 'coupon' | 'ticket_relation') =>
    (await t.call(auditList, { type }, auditor())).data.list.find((a) => a.target_id === targetId)!;
  const approved = (product_type: number, name: string, extra: object = {}) =>
    approve(t, tok, { product_type, project_id: projectId, name, ...fields, ...extra });

  beforeAll(async () => {
    t = await testApp();
    tok = await demoTokens(t);
    projectId = await demoProject(t, tok);
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  auditDecide,
  auditInfo,
  auditList,
  ErrorCode,
  itemAction,
  itemInfo,
  itemList,
  itemSave,
  projectSave,
  type Item,
} from '@kc/shared';
import { auditTrail, businesses, userRoles } from '../../db/schema.js';
import { asOwner, DAY, demoTokens, freeTicket, nowSeconds } from '../../test/fixtures.js';
import { testApp, type TestApp } from '../../test/test-app.js';

const now = nowSeconds();
const windows = (issueFrom: number, issueTo: number, validTo: number) => ({
  issue_start: now + issueFrom * DAY,
  issue_end: now + issueTo * DAY,
  validity_start: now + issueFrom * DAY,
  validity_end: now + validTo * DAY,
});
/** A paid adult ticket, two per person, open from yesterday for ten days. */
const fields = {
  ...freeTicket(),
  name: '成人票',
  par_value: 8000,
  sell_value: 6000,
  per_user_limit: 2,
  rule_content: '凭码入场，一人一码',
  ...windows(-1, 10, 20),
};

describe('items: the state machine, audit and business scope', () => {
  let t: TestApp;
  let tok: Awaited<ReturnType<typeof demoTokens>>;
  let projectId = 0;
  const owner = () => asOwner(tok);
  const auditor = () => ({ token: tok.auditor });
  const create = async (extra: object = {}) =>
    (await t.call(itemSave, { project_id: projectId, ...fields, ...extra }, owner())).data;
  /** submit and pass: an approved item */
  const approved = async (extra: object = {}): Promise<Item> => {
    const item = await create(extra);
    expect((await t.call(itemAction, { id: item.id, action: 'submit' }, owner())).code).toBe(0);
    const pending = (await t.call(auditList, { type: 'ticket' }, auditor())).data.list.find(
      (a) => a.target_id === item.id,
    )!;
    expect((await t.call(auditDecide, { id: pending.id, pass: true }, auditor())).code).toBe(0);
    return (await t.call(itemInfo, { id: item.id }, owner())).data;
  };

  beforeAll(async () => {
    t = await testApp();
    tok = await demoTokens(t);
    const p = await t.call(
      projectSave,
      {
        name: '2026 重庆国际车展',
        kind: 1,
        start_time: now,
        end_time: now + 30 * DAY,
        venue: '重庆国际博览中心',
        publish: true,
      },
      owner(),
    );
    projectId = p.data.id;
  });
  afterAll(() => t.close());

  it('keeps a partial draft and names what submitting still needs', async () => {
    const draft = (await t.call(itemSave, { product_type: 2, name: '停车券' }, owner())).data;
    expect(draft).toMatchObject({
      state: 'draft',
      status: 6,
      actions: ['edit', 'submit', 'copy', 'delete'],
      counts: { issued: 0, remaining: 0 },
    });
    const r = await t.call(itemAction, { id: draft.id, action: 'submit' }, owner());
    expect(r.code).toBe(ErrorCode.VALIDATION);
    expect((r.data as unknown as { fields: { field: string }[] }).fields.map((f) => f.field)).toContain('project_id');
  });

  it('提交审核 (save with submit) checks first: an incomplete item is refused with its fields and nothing is saved', async () => {
    const drafts = async () => (await t.call(itemList, { drafts: true, page_size: 100 }, owner())).data.count;
    const before = await drafts();
    const empty = await t.call(itemSave, { product_type: 1, submit: true }, owner());
    expect(empty.code).toBe(ErrorCode.VALIDATION);
    expect(empty.message).toMatch(/^请/);
    const named = (empty.data as unknown as { fields: { field: string }[] }).fields.map((f) => f.field);
    expect(named).toEqual(expect.arrayContaining(['project_id', 'name', 'total_stock', 'issue_start', 'validity_end']));
    // the choices have defaults: they are not what is missing
    expect(named).not.toContain('write_off_mode');
    expect(named).not.toContain('distribution_mode');
    expect(await drafts()).toBe(before);

    // a complete new item goes straight to audit, no draft in between
    const item = (await t.call(itemSave, { project_id: projectId, ...fields, submit: true }, owner())).data;
    expect(item).toMatchObject({ state: 'auditing', status: 3, actions: ['copy'] });
    expect(await drafts()).toBe(before);
    const pending = (await t.call(auditList, { type: 'ticket', page_size: 100 }, auditor())).data.list;
    expect(pending.find((a) => a.target_id === item.id)).toMatchObject({ target_name: '成人票', status: 1 });

    // a draft submitted with an edit that breaks it keeps its saved content
    const draft = await create({ name: '学生票' });
    const broken = { id: draft.id, product_type: 1, name: '学生半价票', ...windows(1, 0, 20), submit: true };
    expect(await t.call(itemSave, broken, owner())).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '发放结束时间须晚于开始时间',
    });
    expect((await t.call(itemInfo, { id: draft.id }, owner())).data).toMatchObject({ name: '学生票', state: 'draft' });
    const sent = await t.call(itemSave, { id: draft.id, product_type: 1, name: '学生半价票', submit: true }, owner());
    expect(sent.data).toMatchObject({ name: '学生半价票', state: 'auditing' });
    // without a session, and for a non-manager
    expect((await t.call(itemSave, { product_type: 1, submit: true })).code).toBe(ErrorCode.SESSION_INVALID);
    expect(
      (await t.call(itemSave, { product_type: 1, submit: true }, { token: tok.visitor, payload: { b_id: 1 } })).code,
    ).toBe(ErrorCode.FORBIDDEN);
  });

  it('checks cross-field rules, the project and custom templates', async () => {
    const bad = await create({ ...windows(1, 0, 20) });
    expect(await t.call(itemAction, { id: bad.id, action: 'submit' }, owner())).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '发放结束时间须晚于开始时间',
    });
    const custom = await create({ template_kind: 2 });
    expect(await t.call(itemAction, { id: custom.id, action: 'submit' }, owner())).toMatchObject({
      message: '自定义模板须设置图标和颜色',
    });
    const draftProject = (await t.call(projectSave, { name: '草稿项目' }, owner())).data;
    expect(await t.call(itemSave, { product_type: 1, project_id: draftProject.id }, owner())).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '请选择已发布的项目',
    });
    expect(await t.call(itemSave, { product_type: 1, par_value: -1 }, owner())).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '面值不能为负数',
    });
    expect(await t.call(itemSave, { product_type: 1, style_color: 'red' }, owner())).toMatchObject({
      message: '颜色格式为 #RRGGBB',
    });
  });

  it('goes draft → auditing → rejected (with a reason) → auditing → approved', async () => {
    const item = await create();
    const submitted = await t.call(itemAction, { id: item.id, action: 'submit' }, owner());
    expect(submitted.data.item).toMatchObject({ state: 'auditing', status: 3, actions: ['copy'] });
    expect(await t.call(itemSave, { id: item.id, product_type: 1, name: 'x' }, owner())).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: '审核中，暂不能修改',
    });
    expect(await t.call(itemAction, { id: item.id, action: 'submit' }, owner())).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: '当前状态不允许该操作',
    });

    const listed = await t.call(auditList, {}, auditor());
    const record = listed.data.list.find((a) => a.target_id === item.id)!;
    expect(record).toMatchObject({
      type: 'ticket',
      type_label: '门票审核',
      status: 1,
      nickname: '商家老李',
      business_name: '示例车展运营公司',
    });
    expect((await t.call(auditInfo, { id: record.id }, auditor())).data.item?.name).toBe('成人票');
    expect(await t.call(auditDecide, { id: record.id, pass: false }, auditor())).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '驳回时请填写原因',
    });
    expect(
      (await t.call(auditDecide, { id: record.id, pass: false, remark: '票面信息不完整' }, auditor())).data.audit
        .status,
    ).toBe(3);
    const rejected = (await t.call(itemInfo, { id: item.id }, owner())).data;
    expect(rejected).toMatchObject({ state: 'rejected', status: 4, reject_remark: '票面信息不完整' });

    await t.call(itemSave, { id: item.id, product_type: 1, rule_content: '凭码入场，儿童免票' }, owner());
    await t.call(itemAction, { id: item.id, action: 'submit' }, owner());
    const again = (await t.call(auditList, {}, auditor())).data.list.find((a) => a.target_id === item.id)!;
    await t.call(auditDecide, { id: again.id, pass: true }, auditor());
    expect((await t.call(itemInfo, { id: item.id }, owner())).data).toMatchObject({
      state: 'approved',
      status: 1,
      reject_remark: '',
      actions: ['edit', 'disable', 'takedown', 'copy'],
    });
  });

  it('lets exactly one of concurrent audit decisions through', async () => {
    const item = await create();
    await t.call(itemAction, { id: item.id, action: 'submit' }, owner());
    const record = (await t.call(auditList, {}, auditor())).data.list.find((a) => a.target_id === item.id)!;
    const results = await Promise.all(
      [true, false, true, false].map((pass) => t.call(auditDecide, { id: record.id, pass, remark: '并发' }, auditor())),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code === ErrorCode.CONFLICT).every((r) => r.message === '该审核已处理')).toBe(true);
  });

  it('changes a live item only through audit', async () => {
    const item = await approved();
    const change = await t.call(itemSave, { id: item.id, product_type: 1, name: '成人票（早鸟）' }, owner());
    expect(change.data).toMatchObject({ name: '成人票', pending_change: true, state: 'approved' });
    expect(await t.call(itemSave, { id: item.id, product_type: 1, name: '又改' }, owner())).toMatchObject({
      code: ErrorCode.CONFLICT,
    });
    expect(await t.call(itemSave, { id: item.id, product_type: 2 }, owner())).toMatchObject({
      message: '类型不能修改',
    });
    const record = (await t.call(auditList, {}, auditor())).data.list.find((a) => a.target_id === item.id)!;
    expect((await t.call(auditInfo, { id: record.id }, auditor())).data).toMatchObject({
      changes: { name: '成人票（早鸟）' },
      item: { name: '成人票（早鸟）' },
    });
    await t.call(auditDecide, { id: record.id, pass: true }, auditor());
    expect((await t.call(itemInfo, { id: item.id }, owner())).data).toMatchObject({
      name: '成人票（早鸟）',
      pending_change: false,
    });
  });

  it('disables, enables, takes down and copies as the state allows', async () => {
    const item = await approved();
    expect((await t.call(itemAction, { id: item.id, action: 'disable' }, owner())).data.item).toMatchObject({
      state: 'disabled',
      status: 2,
    });
    expect((await t.call(itemAction, { id: item.id, action: 'enable' }, owner())).data.item).toMatchObject({
      state: 'approved',
      status: 1,
    });
    expect((await t.call(itemAction, { id: item.id, action: 'takedown' }, owner())).data.item).toMatchObject({
      state: 'taken_down',
      status: 7,
    });
    expect(await t.call(itemAction, { id: item.id, action: 'enable' }, owner())).toMatchObject({
      code: ErrorCode.CONFLICT,
    });
    expect(await t.call(itemSave, { id: item.id, product_type: 1, name: 'x' }, owner())).toMatchObject({
      message: '已下架，不能修改',
    });
    const copy = (await t.call(itemAction, { id: item.id, action: 'copy' }, owner())).data.item!;
    expect(copy).toMatchObject({ state: 'draft', name: '成人票（副本）', total_stock: 100, counts: { issued: 0 } });
    expect((await t.call(itemAction, { id: copy.id, action: 'delete' }, owner())).data.item).toBeNull();
    expect((await t.call(itemInfo, { id: copy.id }, owner())).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('computes not started, ended and expired, and filters by them', async () => {
    const future = await approved({ name: '未开始票', ...windows(3, 10, 20) });
    const ended = await approved({ name: '已结束票', ...windows(-10, -1, 20) });
    const expired = await approved({ name: '已过期票', ...windows(-20, -10, -1) });
    expect([future.status, ended.status, expired.status]).toEqual([11, 12, 5]);
    const ids = async (filter: number) =>
      (await t.call(itemList, { filter, page_size: 100 }, owner())).data.list.map((i) => i.id);
    expect(await ids(4)).toContain(future.id);
    expect(await ids(4)).not.toContain(ended.id);
    expect(await ids(3)).toEqual(expect.arrayContaining([ended.id, expired.id]));
    expect(await ids(1)).not.toContain(future.id);
    const drafts = (await t.call(itemList, { drafts: true, page_size: 100 }, owner())).data.list;
    expect(drafts.every((i) => i.state === 'draft')).toBe(true);
  });

  it('refuses other businesses, non-managers and non-auditors; writes the audit trail', async () => {
    const item = await approved();
    expect((await t.call(itemInfo, { id: item.id }, { token: tok.visitor, payload: { b_id: 1 } })).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect((await t.call(itemSave, { product_type: 1 }, { token: tok.checker, payload: { b_id: 1 } })).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect(await t.call(auditList, {}, owner())).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      message: '仅审核员可以审核',
    });
    const [other] = await t.database.db.insert(businesses).values({ name: '别家' }).returning();
    await t.database.db.insert(userRoles).values({ userId: 1, role: 'owner', businessId: other!.id });
    expect((await t.call(itemInfo, { id: item.id }, { token: tok.visitor, payload: { b_id: other!.id } })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect(
      (
        await t.call(
          itemAction,
          { id: item.id, action: 'disable' },
          { token: tok.visitor, payload: { b_id: other!.id } },
        )
      ).code,
    ).toBe(ErrorCode.NOT_FOUND);
    const trail = await t.database.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.entity, 'item'), eq(auditTrail.entityId, item.id)))
      .orderBy(auditTrail.id);
    expect(trail.map((r) => [r.action, r.actorId])).toEqual([
      ['create', 2],
      ['submit', 2],
      ['audit_pass', 4],
    ]);
  });
});

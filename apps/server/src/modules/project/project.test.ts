import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, myBusinesses, projectDelete, projectInfo, projectList, projectSave } from '@kc/shared';
import { auditTrail, businesses, userRoles } from '../../db/schema.js';
import { demoTokens } from '../../test/fixtures.js';
import { testApp, type TestApp } from '../../test/test-app.js';

const day = (d: string) => Math.floor(new Date(`${d}T00:00:00+08:00`).getTime() / 1000);
const complete = {
  name: '2026 重庆国际车展',
  kind: 1,
  start_time: day('2026-12-01'),
  end_time: day('2026-12-07'),
  venue: '重庆国际博览中心',
};

describe('businesses and projects', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  const asOwner = (b_id: number | string = 1) => ({ token: tokens.owner, payload: { b_id } });
  beforeAll(async () => {
    t = await testApp();
    tokens = await demoTokens(t);
  });
  afterAll(() => t.close());

  it('lists the businesses the caller belongs to with the roles held', async () => {
    expect((await t.call(myBusinesses, {}, { token: tokens.owner })).data.list).toEqual([
      { business_id: 1, business_name: '示例车展运营公司', roles: ['owner'] },
    ]);
    expect((await t.call(myBusinesses, {}, { token: tokens.checker })).data.list[0]?.roles).toEqual(['checker']);
    expect((await t.call(myBusinesses, {}, { token: tokens.visitor })).data.list).toEqual([]);
    expect((await t.call(myBusinesses, {})).code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('refuses business calls without b_id, outside the caller’s businesses and to non-managers', async () => {
    expect(await t.call(projectList, {}, { token: tokens.owner })).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '请选择商家',
      data: { fields: [{ field: 'payload.b_id' }] },
    });
    expect(await t.call(projectList, {}, { token: tokens.visitor, payload: { b_id: 1 } })).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      message: '无权操作该商家',
    });
    expect((await t.call(projectSave, complete, { token: tokens.checker, payload: { b_id: 1 } })).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect((await t.call(projectList, {}, { token: tokens.auditor, payload: { b_id: 1 } })).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect((await t.call(projectList, {}, asOwner(2))).code).toBe(ErrorCode.FORBIDDEN);
  });

  it('keeps drafts with any subset of fields and resumes them', async () => {
    const draft = await t.call(projectSave, { name: '摩博会' }, asOwner());
    expect(draft.data).toMatchObject({ state: 'draft', name: '摩博会', kind: null, venue: '' });
    const resumed = await t.call(projectSave, { id: draft.data.id, kind: 5 }, asOwner('1'));
    expect(resumed.data).toMatchObject({ id: draft.data.id, state: 'draft', name: '摩博会', kind: 5 });
    const drafts = await t.call(projectList, { state: 'draft' }, asOwner());
    expect(drafts.data.list.map((p) => p.id)).toContain(draft.data.id);
  });

  it('publishes only complete projects, naming what is missing', async () => {
    const partial = await t.call(projectSave, { name: '车友节', publish: true }, asOwner());
    expect(partial.code).toBe(ErrorCode.VALIDATION);
    expect((partial.data as unknown as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual([
      'kind',
      'start_time',
      'end_time',
      'venue',
    ]);
    const backwards = await t.call(projectSave, { ...complete, end_time: day('2026-11-01'), publish: true }, asOwner());
    expect(backwards).toMatchObject({ code: ErrorCode.VALIDATION, message: '结束日期不能早于开始日期' });
    expect(await t.call(projectSave, { ...complete, kind: 9 }, asOwner())).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '请选择项目类型',
    });
    const published = await t.call(projectSave, { ...complete, publish: true }, asOwner());
    expect(published.data).toMatchObject({ state: 'published', start_time: complete.start_time });
    // a published project stays complete
    expect((await t.call(projectSave, { id: published.data.id, venue: '' }, asOwner())).code).toBe(
      ErrorCode.VALIDATION,
    );
    const list = await t.call(projectList, { keyword: '重庆' }, asOwner());
    expect(list.data).toMatchObject({ count: 1, page_size: 10 });
    expect(list.data.list[0]?.id).toBe(published.data.id);
  });

  it('hides a business’s projects from other businesses and deletes drafts only', async () => {
    const [other] = await t.database.db.insert(businesses).values({ name: '另一家商家' }).returning();
    await t.database.db.insert(userRoles).values({ userId: 1, role: 'owner', businessId: other!.id });
    const mine = await t.call(projectSave, { ...complete, publish: true }, asOwner());
    const foreign = await t.call(
      projectInfo,
      { id: mine.data.id },
      { token: tokens.visitor, payload: { b_id: other!.id } },
    );
    expect(foreign).toMatchObject({ code: ErrorCode.NOT_FOUND, message: '项目不存在' });
    expect(
      (
        await t.call(
          projectSave,
          { id: mine.data.id, name: '改名' },
          { token: tokens.visitor, payload: { b_id: other!.id } },
        )
      ).code,
    ).toBe(ErrorCode.NOT_FOUND);
    expect(await t.call(projectDelete, { id: mine.data.id }, asOwner())).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: '已发布的项目不能删除',
    });
    const draft = await t.call(projectSave, { name: '待删除' }, asOwner());
    expect((await t.call(projectDelete, { id: draft.data.id }, asOwner())).code).toBe(0);
    expect((await t.call(projectInfo, { id: draft.data.id }, asOwner())).code).toBe(ErrorCode.NOT_FOUND);
    const trail = await t.database.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.entity, 'project'), eq(auditTrail.entityId, draft.data.id)))
      .orderBy(auditTrail.id);
    expect(trail.map((r) => [r.action, r.actorId])).toEqual([
      ['create_draft', 2],
      ['delete', 2],
    ]);
  });
});

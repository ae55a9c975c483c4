import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  formInfo,
  formList,
  formOfTarget,
  formSave,
  itemSave,
  submissionInfo,
  submissionList,
  submissionReview,
  submissionSubmit,
} from '@kc/shared';
import { businesses, holdings, userRoles } from '../../db/schema.js';
import { approve, asOwner, demoProject, demoTokens } from '../../test/fixtures.js';
import { testApp, type TestApp } from '../../test/test-app.js';

/** The press invitation handed out after its sign-up form (how: per test). */
const base = { name: '媒体邀请函', total_stock: 10, rule_content: '凭函入场', payment_order: 2 };
const formFields = [
  { key: 'name', kind: 'chinese_name', label: '姓名', required: true },
  { key: 'phone', kind: 'mobile', label: '手机号', required: true },
  { key: 'media', kind: 'single', label: '媒体类型', options: ['报纸', '网站', '自媒体'], required: true },
];
const filled = { name: '王小明', phone: '13800000001', media: '网站' };

describe('application forms: builder, sign-up, review and issuing', () => {
  let t: TestApp;
  let tok: Awaited<ReturnType<typeof demoTokens>>;
  let projectId = 0;
  let formId = 0;
  const owner = () => asOwner(tok);
  const invitation = (registration_distribution: number) =>
    approve(t, tok, { ...base, product_type: 3, project_id: projectId, registration_distribution, form_id: formId });

  beforeAll(async () => {
    t = await testApp();
    tok = await demoTokens(t);
    projectId = await demoProject(t, tok);
  });
  afterAll(() => t.close());

  it('builds forms with checked fields, for managers only', async () => {
    expect(await t.call(formSave, { title: '报名表', fields: [...formFields, formFields[0]] }, owner())).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '字段标识不能重复',
    });
    expect(
      await t.call(
        formSave,
        { title: '报名表', fields: [{ key: 'c', kind: 'single', label: '选择', options: ['一'] }] },
        owner(),
      ),
    ).toMatchObject({ message: '选择题至少需要2个选项' });
    expect(await t.call(formSave, { title: '报名表', fields: [] }, owner())).toMatchObject({
      message: '请至少添加一个字段',
    });
    expect(
      (await t.call(formSave, { title: '报名表', fields: formFields }, { token: tok.checker, payload: { b_id: 1 } }))
        .code,
    ).toBe(ErrorCode.FORBIDDEN);
    const saved = await t.call(
      formSave,
      { title: '媒体报名表', description: '请如实填写', fields: formFields },
      owner(),
    );
    formId = saved.data.id;
    expect(saved.data.fields.map((f) => f.kind)).toEqual(['chinese_name', 'mobile', 'single']);
    expect((await t.call(formInfo, { id: formId }, owner())).data.title).toBe('媒体报名表');
    // this one and the demo event's form (seed)
    expect((await t.call(formList, {}, owner())).data.count).toBe(2);
  });

  it('links only the business’s own forms to its items', async () => {
    const [other] = await t.database.db.insert(businesses).values({ name: '别家' }).returning();
    await t.database.db.insert(userRoles).values({ userId: 1, role: 'owner', businessId: other!.id });
    const foreign = (
      await t.call(
        formSave,
        { title: '别家的表', fields: formFields },
        { token: tok.visitor, payload: { b_id: other!.id } },
      )
    ).data;
    expect(await t.call(itemSave, { product_type: 3, form_id: foreign.id }, owner())).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '报名表无效',
    });
    expect((await t.call(formInfo, { id: foreign.id }, owner())).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('signs up with checked values; registration distribution 2 issues when the review passes', async () => {
    const itemId = await invitation(2);
    const open = await t.call(formOfTarget, { type: 1, id: itemId }, {});
    expect(open.data).toMatchObject({
      form: { title: '媒体报名表' },
      target: { name: '媒体邀请函', project_name: '车展' },
      mine: null,
    });
    expect((await t.call(submissionSubmit, { type: 1, id: itemId, values: filled })).code).toBe(
      ErrorCode.SESSION_INVALID,
    );
    const bad = await t.call(
      submissionSubmit,
      { type: 1, id: itemId, values: { ...filled, name: 'Tom' } },
      { token: tok.visitor },
    );
    expect(bad).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '请输入正确的姓名',
      data: { fields: [{ field: 'values.name' }] },
    });
    const s = await t.call(submissionSubmit, { type: 1, id: itemId, values: filled }, { token: tok.visitor });
    expect(s.data).toMatchObject({ status: 1, issued: false, mobile: '138****0001', values: filled });
    expect(
      await t.call(submissionSubmit, { type: 1, id: itemId, values: filled }, { token: tok.visitor }),
    ).toMatchObject({ code: ErrorCode.CONFLICT, message: '你已报名，请勿重复提交' });
    expect((await t.call(formOfTarget, { type: 1, id: itemId }, { token: tok.visitor })).data.mine).toMatchObject({
      status: 1,
    });

    expect((await t.call(submissionList, { item_id: itemId }, owner())).data.list.map((x) => x.id)).toEqual([
      s.data.id,
    ]);
    expect((await t.call(submissionInfo, { id: s.data.id }, owner())).data).toMatchObject({
      submission: { id: s.data.id },
      form: { id: formId },
    });
    expect((await t.call(submissionInfo, { id: s.data.id }, { token: tok.visitor, payload: { b_id: 1 } })).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect((await t.call(submissionList, {}, { token: tok.visitor, payload: { b_id: 1 } })).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect(await t.call(submissionReview, { id: s.data.id, pass: false }, owner())).toMatchObject({
      message: '驳回时请填写原因',
    });
    const results = await Promise.all(
      [1, 2, 3].map(() => t.call(submissionReview, { id: s.data.id, pass: true }, owner())),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.find((r) => r.code === 0)!.data).toMatchObject({ status: 2, issued: true });
    expect(await t.database.db.$count(holdings, eq(holdings.itemId, itemId))).toBe(1);
  });

  it('registration distribution 1 issues at sign-up; a rejected person may sign up again', async () => {
    const itemId = await invitation(1);
    const s = await t.call(submissionSubmit, { type: 1, id: itemId, values: filled }, { token: tok.checker });
    expect(s.data).toMatchObject({ status: 1, issued: true });
    const again = await invitation(2);
    const first = (await t.call(submissionSubmit, { type: 1, id: again, values: filled }, { token: tok.checker })).data;
    await t.call(submissionReview, { id: first.id, pass: false, remark: '信息不实' }, owner());
    expect((await t.call(formOfTarget, { type: 1, id: again }, { token: tok.checker })).data.mine).toMatchObject({
      status: 3,
      remark: '信息不实',
    });
    expect((await t.call(submissionSubmit, { type: 1, id: again, values: filled }, { token: tok.checker })).code).toBe(
      0,
    );
  });

  it('has no form to fill for items that are not live or have none, nor for events that do not exist', async () => {
    const draft = (await t.call(itemSave, { product_type: 3, form_id: formId }, owner())).data;
    expect((await t.call(formOfTarget, { type: 1, id: draft.id }, {})).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(formOfTarget, { type: 2, id: 999999 }, {})).message).toBe('报名活动不存在');
    expect((await t.call(formOfTarget, { type: 9, id: 1 }, {})).code).toBe(ErrorCode.VALIDATION);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentAdd, agentInfo, agentList, agentMine, ErrorCode, formSave, itemSave, submissionSubmit } from '@kc/shared';
import { approve, asOwner, demoProject, demoTokens } from '../../test/fixtures.js';
import { testApp, type TestApp } from '../../test/test-app.js';

/** The test-drive invitation the agents hand out: signed up through a form, paid at the venue. */
const base = { name: '试驾邀请函', total_stock: 10, rule_content: '凭函试驾', payment_order: 2 };

describe('agents: their own spm code and what comes through it', () => {
  let t: TestApp;
  let tok: Awaited<ReturnType<typeof demoTokens>>;
  let itemId = 0;
  const owner = () => asOwner(tok);

  beforeAll(async () => {
    t = await testApp();
    tok = await demoTokens(t);
    const projectId = await demoProject(t, tok);
    const formId = (
      await t.call(
        formSave,
        { title: '试驾报名', fields: [{ key: 'name', kind: 'chinese_name', label: '姓名', required: true }] },
        owner(),
      )
    ).data.id;
    itemId = await approve(t, tok, { ...base, product_type: 3, project_id: projectId, form_id: formId });
  });
  afterAll(() => t.close());

  it('makes a registered user an agent with a link carrying their spm; refusals are clear', async () => {
    const a = (await t.call(agentAdd, { item_id: itemId, mobile: '13800000001' }, owner())).data;
    expect(a).toMatchObject({ user_name: '观众小王', item_name: '试驾邀请函', attributed: 0 });
    expect(a.link).toBe(`/static-kc2/invitation/enter-blank/1/${itemId}?spm=${a.spm}`);
    expect(await t.call(agentAdd, { item_id: itemId, mobile: '13800000001' }, owner())).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: '该用户已是代理',
    });
    expect((await t.call(agentAdd, { item_id: itemId, mobile: '13899999999' }, owner())).message).toBe(
      '该手机号尚未注册',
    );
    expect(
      (await t.call(agentAdd, { item_id: itemId, mobile: '13800000001' }, { token: tok.checker, payload: { b_id: 1 } }))
        .code,
    ).toBe(ErrorCode.FORBIDDEN);
    const draft = (await t.call(itemSave, { product_type: 3, name: '草稿' }, owner())).data;
    expect((await t.call(agentAdd, { item_id: draft.id, mobile: '13800000001' }, owner())).message).toBe(
      '仅审核通过的内容可以设置代理',
    );
  });

  it('counts the sign-ups that came through the agent’s link as theirs', async () => {
    const a = (await t.call(agentList, { item_id: itemId }, owner())).data.list[0]!;
    const s = await t.call(
      submissionSubmit,
      { type: 1, id: itemId, values: { name: '张三' } },
      { token: tok.checker, payload: { spm: a.spm } },
    );
    expect(s.data.issued).toBe(true);
    await t.call(submissionSubmit, { type: 1, id: itemId, values: { name: '李四' } }, { token: tok.auditor });
    expect((await t.call(agentList, { item_id: itemId }, owner())).data.list[0]).toMatchObject({ attributed: 1 });
    expect((await t.call(agentMine, {}, { token: tok.visitor })).data.list.map((x) => x.id)).toEqual([a.id]);
    expect((await t.call(agentInfo, { id: a.id }, { token: tok.visitor })).data.attributed).toBe(1);
    expect((await t.call(agentInfo, { id: a.id }, { token: tok.checker })).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call(agentInfo, { id: a.id }, { token: tok.owner })).code).toBe(0);
  });
});

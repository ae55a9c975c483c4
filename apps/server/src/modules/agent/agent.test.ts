import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentAdd,
  agentInfo,
  agentList,
  agentMine,
  auditDecide,
  auditList,
  ErrorCode,
  formSave,
  itemAction,
  itemSave,
  login,
  projectSave,
  submissionSubmit,
} from '@kc/shared';
import { DEMO_PASSWORD } from '../../db/seed.js';
import { testApp, type TestApp } from '../../test/test-app.js';

const now = Math.floor(Date.now() / 1000);
const DAY = 86400;
const base = {
  name: '试驾邀请函',
  template_kind: 1,
  style_icon: '',
  style_color: '',
  par_value: 0,
  sell_value: 0,
  total_stock: 10,
  per_user_limit: 1,
  rule_content: '凭函试驾',
  write_off_mode: 1,
  shop_kind: 11,
  distribution_mode: 1,
  registration_distribution: 1,
  payment_order: 2,
  limit_type: 1,
  limit_num: 1,
  issue_start: now - DAY,
  issue_end: now + 10 * DAY,
  validity_start: now - DAY,
  validity_end: now + 20 * DAY,
};

describe('agents: their own spm code and what comes through it', () => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  let itemId = 0;
  const owner = () => ({ token: tok.owner, payload: { b_id: 1 } });

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
    const projectId = (
      await t.call(
        projectSave,
        { name: '车展', kind: 1, start_time: now, end_time: now + 30 * DAY, venue: '博览中心', publish: true },
        owner(),
      )
    ).data.id;
    const formId = (
      await t.call(
        formSave,
        { title: '试驾报名', fields: [{ key: 'name', kind: 'chinese_name', label: '姓名', required: true }] },
        owner(),
      )
    ).data.id;
    itemId = (await t.call(itemSave, { product_type: 3, project_id: projectId, ...base, form_id: formId }, owner()))
      .data.id;
    await t.call(itemAction, { id: itemId, action: 'submit' }, owner());
    const record = (await t.call(auditList, {}, { token: tok.auditor })).data.list.find((a) => a.target_id === itemId)!;
    await t.call(auditDecide, { id: record.id, pass: true }, { token: tok.auditor });
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

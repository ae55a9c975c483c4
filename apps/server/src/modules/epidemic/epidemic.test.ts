import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { epidemicList, epidemicMine, epidemicSave, ErrorCode, protocolSaveText } from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';
import { asOwner, demoProject, demoTokens, fieldNames, rows } from '../../test/fixtures.js';
import { ridePeople } from '../../test/ride-fixtures.js';

let t: TestApp;
let tok: Awaited<ReturnType<typeof demoTokens>>;
let show: number;

beforeAll(async () => {
  t = await testApp();
  tok = await demoTokens(t);
  show = (await rows<{ id: number }>(t, sql`select id from projects where name = '2026 山城国际车展'`))[0]!.id;
});
afterAll(() => t.close());

const as = (token: string) => ({ token });
const form = (fields: Record<string, unknown> = {}) => ({
  project_id: show,
  name: '王小明',
  mobile: '13700001111',
  symptoms: ['none'],
  travel: '近14天在重庆、成都',
  health_code: '/uploads/1/code.png',
  agree: true,
  ...fields,
});

describe('declaring', () => {
  it('opens the form of the current exhibition by default, with the account mobile and no declaration yet', async () => {
    const [p] = await ridePeople(t, 1, '1776001');
    const r = await t.call(epidemicMine, {}, as(p!.token));
    expect(r.code, r.message).toBe(0);
    expect(r.data).toMatchObject({
      project: { id: show, name: '2026 山城国际车展', venue: '悦来国际博览中心' },
      declaration: null,
      account_mobile: '17760010001',
    });
    expect(r.data.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('declares once a day and updates that day’s declaration in place', async () => {
    const [p] = await ridePeople(t, 1, '1776002');
    const first = await t.call(epidemicSave, form(), as(p!.token));
    expect(first.code, first.message).toBe(0);
    expect(first.data).toMatchObject({
      project_id: show,
      name: '王小明',
      mobile: '13700001111',
      symptoms: ['none'],
      symptom_labels: ['以上均无'],
      has_symptoms: false,
      health_code: '/uploads/1/code.png',
    });
    const second = await t.call(epidemicSave, form({ symptoms: ['fever', 'cough'], travel: '' }), as(p!.token));
    expect(second.data).toMatchObject({
      id: first.data.id,
      symptoms: ['fever', 'cough'],
      symptom_labels: ['发热（≥37.3°C）', '干咳'],
      has_symptoms: true,
      travel: '',
    });
    const mine = await t.call(epidemicMine, { project_id: show }, as(p!.token));
    expect(mine.data.declaration).toMatchObject({ id: first.data.id, has_symptoms: true });
  });

  it('keeps exactly one declaration under parallel submits', async () => {
    const [p] = await ridePeople(t, 1, '1776003');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.call(epidemicSave, form({ travel: `第${i}次` }), as(p!.token))),
    );
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    const [n] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from health_declarations where user_id = ${p!.uid} and project_id = ${show}`,
    );
    expect(n!.n).toBe(1);
  });

  it('names the field of a bad form, in Chinese', async () => {
    const [p] = await ridePeople(t, 1, '1776004');
    for (const [fields, field, message] of [
      [{ name: '' }, 'name', '请输入姓名'],
      [{ name: 'Tom' }, 'name', '请输入正确的中文姓名'],
      [{ mobile: '123' }, 'mobile', '请输入正确的手机号'],
      [{ symptoms: [] }, 'symptoms', '请选择近14天的身体状况'],
      [{ symptoms: ['none', 'fever'] }, 'symptoms', '“以上均无”不能与其他症状同时选择'],
      [{ symptoms: ['sneeze'] }, 'symptoms.0', '症状选项无效'],
      [{ travel: '长'.repeat(201) }, 'travel', '旅居史最多200个字'],
      [{ health_code: 'javascript:alert(1)' }, 'health_code', '请上传健康码截图'],
      [{ agree: false }, 'agree', '请阅读并同意《防疫须知》'],
    ] as const) {
      const r = await t.call(epidemicSave, form(fields), as(p!.token));
      expect(r.code, field).toBe(ErrorCode.VALIDATION);
      expect(fieldNames(r), field).toEqual([field]);
      expect(r.message, field).toBe(message);
    }
    expect((await t.call(epidemicSave, form({ project_id: 999999 }), as(p!.token))).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('30000 without a session', async () => {
    expect((await t.call(epidemicSave, form())).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(epidemicMine, {})).code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('records the version of the notice accepted', async () => {
    const [p] = await ridePeople(t, 1, '1776005');
    const saved = await t.call(
      protocolSaveText,
      { key: 'epidemic', title: '防疫须知', version: 0, content: '新版须知' },
      as(tok.auditor),
    );
    expect(saved.data.version).toBe(1);
    await t.call(epidemicSave, form(), as(p!.token));
    const [r] = await rows<{ v: number }>(
      t,
      sql`select agreed_version as v from health_declarations where user_id = ${p!.uid}`,
    );
    expect(r!.v).toBe(1);
  });
});

describe('the business reads its exhibition’s declarations', () => {
  it('lists today’s newest first with counts, filters those with symptoms', async () => {
    const [a, b] = await ridePeople(t, 2, '1776006');
    await t.call(epidemicSave, form({ name: '甲先生' }), as(a!.token));
    await t.call(epidemicSave, form({ name: '乙女士', symptoms: ['cough'] }), as(b!.token));
    const all = await t.call(epidemicList, { project_id: show }, asOwner(tok));
    expect(all.code, all.message).toBe(0);
    expect(all.data.project).toEqual({ id: show, name: '2026 山城国际车展' });
    expect(all.data.list[0]!.name).toBe('乙女士');
    expect(all.data.total).toBe(all.data.count);
    expect(all.data.with_symptoms).toBeGreaterThanOrEqual(1);
    const sick = await t.call(epidemicList, { project_id: show, only_symptoms: true }, asOwner(tok));
    expect(sick.data.list.every((d) => d.has_symptoms)).toBe(true);
    expect(sick.data.count).toBe(all.data.with_symptoms);
    const other = await t.call(epidemicList, { project_id: show, day: '2020-01-01' }, asOwner(tok));
    expect(other.data).toMatchObject({ count: 0, list: [], day: '2020-01-01' });
  });

  it('refuses others: 30000 anonymous, 10003 a visitor, checker or auditor, 10004 another business’s project', async () => {
    const q = { project_id: show };
    expect((await t.call(epidemicList, q, { payload: { b_id: 1 } })).code).toBe(ErrorCode.SESSION_INVALID);
    for (const token of [tok.visitor, tok.checker, tok.auditor])
      expect((await t.call(epidemicList, q, { token, payload: { b_id: 1 } })).code).toBe(ErrorCode.FORBIDDEN);
    // a manager of another business acting for it, naming this exhibition
    const [stranger] = await ridePeople(t, 1, '1776007');
    const [biz] = await rows<{ id: number }>(t, sql`insert into businesses (name) values ('别家公司') returning id`);
    await rows(
      t,
      sql`insert into user_roles (user_id, role, business_id) values (${stranger!.uid}, 'owner', ${biz!.id})`,
    );
    const foreign = await t.call(epidemicList, q, { token: stranger!.token, payload: { b_id: biz!.id } });
    expect(foreign.code).toBe(ErrorCode.NOT_FOUND);
    // and a project of the owner's own business that is not this one works
    const own = await demoProject(t, tok, '另一个展');
    expect((await t.call(epidemicList, { project_id: own }, asOwner(tok))).data.count).toBe(0);
  });

  it('names the field of a bad list query', async () => {
    const r = await t.call(epidemicList, { project_id: show, day: '2026/01/01' }, asOwner(tok));
    expect(r.code).toBe(ErrorCode.VALIDATION);
    expect(fieldNames(r)).toEqual(['day']);
  });
});

import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  addFamily,
  deleteFamily,
  editUser,
  ErrorCode,
  familyList,
  holdingList,
  receiveList,
  receiveResult,
  receiveSurveySubmit,
  receiveUser,
  spmCreate,
  surveyInfo,
  surveySubmit,
  waitCommon,
  waitOutsideInfo,
} from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';
import { approvedItem, demoTokens, fieldNames, rows } from '../../test/fixtures.js';

describe('receiving free items, family members, surveys and spm attribution', () => {
  let t: TestApp;
  let tok: Awaited<ReturnType<typeof demoTokens>>;
  const as = (token: string) => ({ token });

  beforeAll(async () => {
    t = await testApp();
    tok = await demoTokens(t);
  });
  afterAll(() => t.close());

  it('lists what can be received now, with stock and what I hold; paid items are not there', async () => {
    const free = await approvedItem(t, tok, { name: '领取测试票', total_stock: 2 });
    const paid = await approvedItem(t, tok, { name: '付费测试票', sell_value: 5000 });
    const anon = await t.call(receiveList, { keyword: '测试票' });
    expect(anon.data.list.map((i) => i.item_id)).toEqual([free]);
    expect(anon.data.list[0]).toMatchObject({
      remaining: 2,
      held: 0,
      per_user_limit: 1,
      business_name: '示例车展运营公司',
    });
    expect((await t.call(receiveUser, { item_id: paid }, as(tok.visitor))).message).toBe('该票券需要购买');
    const got = await t.call(receiveUser, { item_id: free }, as(tok.visitor));
    expect(got.data).toMatchObject({ ticket_type: 1, card: { ticket_name: '领取测试票', state: 'valid' } });
    expect(got.data.order_sn).toMatch(/^[0-9a-f]{16}$/);
    expect((await t.call(receiveList, { keyword: '领取测试票' }, as(tok.visitor))).data.list[0]).toMatchObject({
      remaining: 1,
      held: 1,
    });
    const again = await t.call(receiveUser, { item_id: free }, as(tok.visitor));
    expect(again).toMatchObject({ code: ErrorCode.LIMIT_REACHED, message: '已达到每人限领数量' });
    const result = await t.call(receiveResult, { order_sn: got.data.order_sn }, as(tok.visitor));
    expect(result.data.holding_id).toBe(got.data.holding_id);
    expect((await t.call(receiveResult, { order_sn: got.data.order_sn }, as(tok.owner))).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await t.call(receiveUser, { item_id: free })).code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('the last ones go to exactly as many people as there is stock', async () => {
    const id = await approvedItem(t, tok, { total_stock: 3 });
    const people = await Promise.all(Array.from({ length: 8 }, (_, i) => t.loginBySms(`1390000020${i}`)));
    const answers = await Promise.all(people.map((p) => t.call(receiveUser, { item_id: id }, as(p.token))));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(3);
    expect(answers.filter((a) => a.code === ErrorCode.SOLD_OUT)).toHaveLength(5);
  });

  it('receives for a family member (their own per-person limit); profiles are validated, masked and private', async () => {
    const bad = await t.call(addFamily, { name: 'Tom', mobile: '123', id_number: '12345' }, as(tok.visitor));
    expect(bad.code).toBe(ErrorCode.VALIDATION);
    expect(fieldNames(bad).sort()).toEqual(['id_number', 'mobile', 'name']);
    const me = await t.call(editUser, { name: '王小明', mobile: '13800000001', id_number: '' }, as(tok.visitor));
    expect(me.data).toMatchObject({ is_self: true, mobile: '138****0001' });
    const kid = await t.call(
      addFamily,
      { name: '王小红', mobile: '+86 139-0000-0301', id_number: '11010120100307451x' },
      as(tok.visitor),
    );
    expect(kid.data).toMatchObject({ name: '王小红', mobile: '139****0301', id_number: '110101**********1X' });
    const list = await t.call(familyList, {}, as(tok.visitor));
    expect(list.data.list.map((r) => r.is_self)).toEqual([true, false]);

    const id = await approvedItem(t, tok, { name: '家庭票' });
    expect((await t.call(receiveUser, { item_id: id }, as(tok.visitor))).code).toBe(0);
    const forKid = await t.call(receiveUser, { item_id: id, recipient_id: kid.data.id }, as(tok.visitor));
    // the caller's own card: the name they entered in full, the mobile masked
    expect(forKid.data.card).toMatchObject({ holder_name: '王小红', holder_mobile: '139****0301' });
    expect((await t.call(receiveUser, { item_id: id, recipient_id: kid.data.id }, as(tok.visitor))).code).toBe(
      ErrorCode.LIMIT_REACHED,
    );
    // someone else's family member is not mine to use or delete
    expect((await t.call(receiveUser, { item_id: id, recipient_id: kid.data.id }, as(tok.owner))).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await t.call(deleteFamily, { id: kid.data.id }, as(tok.owner))).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(deleteFamily, { id: me.data.id }, as(tok.visitor))).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(deleteFamily, { id: kid.data.id }, as(tok.visitor))).code).toBe(0);
    expect((await t.call(familyList, {}, as(tok.visitor))).data.list).toHaveLength(1);
    const mine = await t.call(holdingList, { keyword: '家庭票' }, as(tok.visitor));
    expect(mine.data.count).toBe(2);
  });

  it('at most 10 family members, even when added at once', async () => {
    const p = await t.loginBySms('13900000310');
    const answers = await Promise.all(
      Array.from({ length: 14 }, () => t.call(addFamily, { name: '李四', mobile: '13900000311' }, as(p.token))),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(10);
    expect(answers.find((a) => a.code !== 0)).toMatchObject({ code: ErrorCode.CONFLICT, message: '最多添加10位家人' });
  });

  it('the own profile set from many requests at once: each succeeds, one profile stays', async () => {
    const p = await t.loginBySms('13900000312');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.call(editUser, { name: '赵六', mobile: `1390000032${i}`, id_number: '' }, as(p.token)),
      ),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(8).fill(0));
    const list = (await t.call(familyList, {}, as(p.token))).data.list;
    expect(list.filter((r) => r.is_self)).toHaveLength(1);
  });

  it('surveys: questions by type, answers among the options, once per item received', async () => {
    const info = await t.call(surveyInfo, { type: 1 });
    expect(info.data.questions[0]).toMatchObject({ key: 'source' });
    const wrong = await t.call(surveySubmit, { type: 1, value: { source: '火星' } }, as(tok.visitor));
    expect(wrong.code).toBe(ErrorCode.VALIDATION);
    expect(fieldNames(wrong)).toEqual(['value.source']);
    expect((await t.call(surveySubmit, { type: 1, value: { source: '微信' } }, as(tok.visitor))).code).toBe(0);
    const id = await approvedItem(t, tok);
    const h = (await t.call(receiveUser, { item_id: id }, as(tok.visitor))).data.holding_id;
    const value = { source: '朋友推荐', day: '周六' };
    expect((await t.call(receiveSurveySubmit, { id: h, type: 1, value }, as(tok.visitor))).code).toBe(0);
    expect((await t.call(receiveSurveySubmit, { id: h, type: 1, value }, as(tok.visitor))).message).toBe(
      '已提交过问卷',
    );
    expect((await t.call(receiveSurveySubmit, { id: h, type: 1, value }, as(tok.owner))).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('the general survey is answered once per user: a second answer is 10009 and stores nothing', async () => {
    const p = await t.loginBySms('13900000501');
    const answers = async () =>
      (await rows<{ n: number }>(t, sql`select count(*)::int as n from survey_answers where user_id = ${p.uid}`))[0]!.n;
    expect((await t.call(surveySubmit, { type: 1, value: { source: '微信' } }, as(p.token))).code).toBe(0);
    expect(await t.call(surveySubmit, { type: 1, value: { source: '抖音' } }, as(p.token))).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: '已提交过问卷',
    });
    expect(await answers()).toBe(1);
    const [first] = await rows<{ value: Record<string, string> }>(
      t,
      sql`select value from survey_answers where user_id = ${p.uid}`,
    );
    expect(first!.value).toEqual({ source: '微信' });
    // the survey after receiving an item is its own, once per item held
    const h = (await t.call(receiveUser, { item_id: await approvedItem(t, tok) }, as(p.token))).data.holding_id;
    expect((await t.call(receiveSurveySubmit, { id: h, type: 1, value: { day: '周日' } }, as(p.token))).code).toBe(0);
    expect(await answers()).toBe(2);
    // another user still answers
    expect((await t.call(surveySubmit, { type: 1, value: { source: '微信' } }, as(tok.owner))).code).toBe(0);
  });

  it('ten parallel answers of the general survey: exactly one is stored, the others are 10009', async () => {
    const p = await t.loginBySms('13900000502');
    const codes = (
      await Promise.all(
        Array.from({ length: 10 }, () => t.call(surveySubmit, { type: 1, value: { source: '朋友推荐' } }, as(p.token))),
      )
    ).map((r) => r.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ErrorCode.CONFLICT)).toHaveLength(9);
    const stored = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from survey_answers where user_id = ${p.uid} and holding_id is null`,
    );
    expect(stored[0]!.n).toBe(1);
  });

  it('migration 0023 keeps the first of earlier duplicate general answers and then refuses another', async () => {
    const p = await t.loginBySms('13900000503');
    const statements = (await readFile(new URL('../../../drizzle/0023_survey_once.sql', import.meta.url), 'utf8'))
      .split('--> statement-breakpoint')
      .map((s) => s.trim());
    expect(statements).toHaveLength(2);
    // the table as it was before the migration: the partial index absent, three answers of one user
    await rows(t, sql`drop index survey_answers_general`);
    for (const source of ['微信', '抖音', '其他']) {
      await rows(
        t,
        sql`insert into survey_answers (user_id, type, value) values (${p.uid}, 1, ${JSON.stringify({ source })}::jsonb)`,
      );
    }
    for (const statement of statements) await rows(t, sql.raw(statement));
    const left = await rows<{ value: Record<string, string> }>(
      t,
      sql`select value from survey_answers where user_id = ${p.uid}`,
    );
    expect(left.map((r) => r.value)).toEqual([{ source: '微信' }]);
    expect((await t.call(surveySubmit, { type: 1, value: { source: '微信' } }, as(p.token))).code).toBe(
      ErrorCode.CONFLICT,
    );
  });

  it('an outside link carries its spm onto the receipt', async () => {
    const id = await approvedItem(t, tok, { name: '分享票' });
    const spm = (await t.call(spmCreate, { module: 'ticket', target_id: id, url: '/ticket/receive' }, as(tok.owner)))
      .data.spm;
    const info = await t.call(waitOutsideInfo, { sn: String(id), spm, timestamp: 1767225600 });
    expect(info.data).toMatchObject({ item: { item_id: id, name: '分享票' }, spm });
    expect((await t.call(waitOutsideInfo, { sn: '999999' })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(waitCommon, { spm })).data).toMatchObject({ spm, module: 'ticket', target_id: id });
    expect((await t.call(waitCommon, { spm: 'unknown' })).data.spm).toBe('');
    const got = await t.call(receiveUser, { item_id: id, spm }, as(tok.visitor));
    expect(got.code).toBe(0);
    // the holding remembers the link it came through
    const [row] = await rows<{ spm: string }>(t, sql`select spm from holdings where id = ${got.data.holding_id}`);
    expect(row!.spm).toBe(spm);
  });
});

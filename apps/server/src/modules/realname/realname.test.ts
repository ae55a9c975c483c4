import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditDecide,
  auditInfo,
  auditList,
  ErrorCode,
  messageList,
  realNameMine,
  realNameSave,
  recognitionAddress,
  recognitionIdCard,
  recognitionLicence,
  type CallQuery,
} from '@kc/shared';
import { demoTokens, rows } from '../../test/fixtures.js';
import { postPeople } from '../../test/post-fixtures.js';
import { idNumberOf, manualApplication, uploadPhoto } from '../../test/realname-fixtures.js';
import { testApp, type TestApp } from '../../test/test-app.js';

type Row = {
  id: number;
  state: string;
  name: string | null;
  id_number: string | null;
  name_masked: string;
  id_masked: string;
  id_hash: string | null;
  front_image: string;
  back_image: string;
  reason: string;
};

let t: TestApp;
let tok: Awaited<ReturnType<typeof demoTokens>>;
let seq = 1000;
/** a new person with a session (mobiles 178xxxx0001) */
const person = async () => (await postPeople(t, 1, `178${seq++}`))[0]!.token;
const as = (token: string) => ({ token });
const rowOf = async (token: string) => {
  const uid = (await t.services.sessions.authenticate(token))!.uid;
  return (await rows<Row>(t, sql`select * from real_names where user_id = ${uid}`))[0];
};
const pendingAudit = async (targetId: number) =>
  (
    await rows<{ id: number; title: string; business_id: number | null; changes: unknown }>(
      t,
      sql`select id, title, business_id, changes from audits where type = 'real_name' and target_id = ${targetId} and status = 1`,
    )
  )[0];
const stored = (url: string) => t.app.inject({ method: 'GET', url }).then((r) => r.statusCode);

beforeAll(async () => {
  t = await testApp();
  tok = await demoTokens(t);
});
afterAll(() => t.close());

describe('real-name certification: manual review', () => {
  it('queues the ID card for the auditor: pending, masked to its owner, an audit named 张*丰 的实名认证', async () => {
    const me = await person();
    const q = await manualApplication(t, me, { id_number: idNumberOf(11) });
    const r = await t.call(realNameSave, q, as(me));
    expect(r.code, r.message).toBe(0);
    expect(r.data).toMatchObject({
      state: 'pending',
      state_label: '审核中',
      method: 'manual',
      name: '张*丰',
      id_number: '500101**********' + idNumberOf(11).slice(-2),
      liveness: false,
      liveness_url: '',
    });
    expect(JSON.stringify(r.data)).not.toContain(idNumberOf(11));
    expect((await t.call(realNameMine, {}, as(me))).data).toEqual(r.data);

    const row = (await rowOf(me))!;
    const audit = (await pendingAudit(row.id))!;
    expect(audit).toMatchObject({ title: '张*丰 的实名认证', business_id: null, changes: {} });
    const listed = await t.call(auditList, { type: 'real_name' }, as(tok.auditor));
    expect(listed.data.list.find((a) => a.id === audit.id)).toMatchObject({
      type_label: '实名认证审核',
      target_name: '张*丰 的实名认证',
      business_name: '平台',
    });
    // the auditor reads the full name, ID number and both photos while it is pending
    const info = await t.call(auditInfo, { id: audit.id }, as(tok.auditor));
    expect(info.data.real_name).toMatchObject({
      name: '张三丰',
      id_number: idNumberOf(11),
      front_image: q.front_image,
      back_image: q.back_image,
      state: 'pending',
    });
  });

  it('refuses what the form must not send: the field is named, nothing is stored', async () => {
    const me = await person();
    const q = await manualApplication(t, me);
    const cases: [Partial<CallQuery<typeof realNameSave>>, string, string][] = [
      [{ name: '张' }, 'name', '姓名为2-4个汉字，少数民族姓名可用间隔号“·”分隔'],
      [{ name: 'Tom' }, 'name', '姓名为2-4个汉字，少数民族姓名可用间隔号“·”分隔'],
      [
        { id_number: idNumberOf(1).slice(0, 17) + (idNumberOf(1).endsWith('0') ? '1' : '0') },
        'id_number',
        '请输入正确的18位身份证号',
      ],
      [{ id_number: '500101900101001' }, 'id_number', '请输入正确的18位身份证号'],
      [{ id_number: '50010119900230001' + 'X' }, 'id_number', '请输入正确的18位身份证号'],
      [{ id_number: '' }, 'id_number', '请输入身份证号'],
      [{ front_image: undefined }, 'front_image', '请上传身份证人像面照片'],
      [{ back_image: undefined }, 'back_image', '请上传身份证国徽面照片'],
      [{ back_image: q.front_image }, 'back_image', '请分别上传身份证人像面和国徽面照片'],
      [{ method: 'liveness' }, 'return_url', '返回地址无效'],
    ];
    for (const [over, field, message] of cases) {
      const r = await t.call(realNameSave, { ...q, ...over }, as(me));
      expect(r.code, JSON.stringify(over)).toBe(ErrorCode.VALIDATION);
      expect(r.data).toMatchObject({ fields: [{ field, message }] });
    }
    for (const consent of [false, undefined]) {
      const r = await t.call(realNameSave, { ...q, consent }, as(me));
      expect(r.code).toBe(ErrorCode.VALIDATION);
      expect(r.message).toBe('请先阅读并同意实名认证信息处理说明');
    }
    // a photo never uploaded (its URL signed but nothing sent)
    const notSent = q.front_image!.replace(/[0-9a-f]{8}-/, '00000000-');
    const r = await t.call(realNameSave, { ...q, front_image: notSent }, as(me));
    expect(r.data).toMatchObject({
      fields: [{ field: 'front_image', message: '身份证人像面照片未上传成功，请重新上传' }],
    });
    expect(await rowOf(me)).toBeUndefined();
  });

  it("another person's photo is refused (10003): it would be deleted after the review", async () => {
    const me = await person();
    const other = await person();
    const q = await manualApplication(t, me, { front_image: await uploadPhoto(t, other) });
    expect((await t.call(realNameSave, q, as(me))).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call(realNameSave, { ...q, front_image: 'https://example.com/id.png' }, as(me))).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect(await rowOf(me)).toBeUndefined();
  });

  it('answers 30000 without a session', async () => {
    expect((await t.call(realNameSave, await manualApplication(t, tok.visitor))).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(realNameMine, {})).code).toBe(ErrorCode.SESSION_INVALID);
  });

  it("a person never sees another's certification; only the auditor reads and decides the case", async () => {
    const me = await person();
    const other = await person();
    await t.call(realNameSave, await manualApplication(t, me, { id_number: idNumberOf(12) }), as(me));
    const audit = (await pendingAudit((await rowOf(me))!.id))!;
    const theirs = await t.call(realNameMine, {}, as(other));
    expect(theirs.data).toMatchObject({ state: 'none', name: '', id_number: '' });
    for (const token of [other, tok.owner, tok.visitor, me]) {
      expect((await t.call(auditInfo, { id: audit.id }, as(token))).code).toBe(ErrorCode.FORBIDDEN);
      expect((await t.call(auditDecide, { id: audit.id, pass: true }, as(token))).code).toBe(ErrorCode.FORBIDDEN);
    }
    expect((await t.call(realNameMine, {}, as(me))).data.state).toBe('pending');
  });

  it('approval: 已认证 with the masked name and ID; the full ones and the photos are gone; the person is told', async () => {
    const me = await person();
    const q = await manualApplication(t, me, { name: '欧阳娜娜', id_number: idNumberOf(13) });
    await t.call(realNameSave, q, as(me));
    expect(await stored(q.front_image!)).toBe(200);
    const row = (await rowOf(me))!;
    const audit = (await pendingAudit(row.id))!;
    const d = await t.call(auditDecide, { id: audit.id, pass: true }, as(tok.auditor));
    expect(d.code, d.message).toBe(0);

    const mine = await t.call(realNameMine, {}, as(me));
    expect(mine.data).toMatchObject({ state: 'verified', state_label: '已认证', name: '欧**娜', reason: '' });
    expect(mine.data.id_number).toBe(`500101**********${idNumberOf(13).slice(-2)}`);
    expect(mine.data.decide_time).toBeGreaterThan(0);

    const after = (await rowOf(me))!;
    expect(after).toMatchObject({ state: 'verified', name: null, id_number: null, front_image: '', back_image: '' });
    // only a keyed hash of the ID number remains, never the number
    expect(after.id_hash).toMatch(/^[0-9a-f]{64}$/);
    const everything = JSON.stringify(
      await rows(
        t,
        sql`select r.*, a.title, a.changes, a.remark from real_names r join audits a on a.target_id = r.id and a.type = 'real_name' where r.id = ${row.id}`,
      ),
    );
    expect(everything).not.toContain(idNumberOf(13));
    expect(everything).not.toContain(idNumberOf(13).slice(6, 14));
    expect(everything).not.toContain('欧阳娜娜');
    // the photos are deleted from storage
    expect(await stored(q.front_image!)).toBe(404);
    expect(await stored(q.back_image!)).toBe(404);
    const key = t.services.storage.keyOf(q.back_image!)!;
    expect(await t.services.storage.exists(key)).toBe(false);
    // the auditor's view of the decided case is masked and has no photos
    const info = await t.call(auditInfo, { id: audit.id }, as(tok.auditor));
    expect(info.data.real_name).toMatchObject({
      name: '欧**娜',
      id_number: mine.data.id_number,
      front_image: '',
      back_image: '',
      state: 'verified',
    });
    const notes = await t.call(messageList, {}, as(me));
    expect(notes.data.list[0]).toMatchObject({ title: '实名认证已通过' });
    // one verified certification per person
    const again = await t.call(realNameSave, await manualApplication(t, me, { id_number: idNumberOf(13) }), as(me));
    expect(again).toMatchObject({ code: ErrorCode.CONFLICT, message: '您已完成实名认证' });
    // and a decided audit cannot be decided again
    expect((await t.call(auditDecide, { id: audit.id, pass: false, remark: '再看看' }, as(tok.auditor))).code).toBe(
      ErrorCode.CONFLICT,
    );
  });

  it('rejection: 未通过 with the reason, photos deleted, no hash kept; applying again is a new review', async () => {
    const me = await person();
    const q = await manualApplication(t, me, { id_number: idNumberOf(14) });
    await t.call(realNameSave, q, as(me));
    const row = (await rowOf(me))!;
    const audit = (await pendingAudit(row.id))!;
    await t.call(auditDecide, { id: audit.id, pass: false, remark: '照片模糊，请重新拍摄' }, as(tok.auditor));
    expect((await t.call(realNameMine, {}, as(me))).data).toMatchObject({
      state: 'rejected',
      state_label: '未通过',
      reason: '照片模糊，请重新拍摄',
      name: '张*丰',
    });
    expect(await rowOf(me)).toMatchObject({ id_hash: null, name: null, id_number: null, front_image: '' });
    expect(await stored(q.front_image!)).toBe(404);
    expect((await t.call(messageList, {}, as(me))).data.list[0]).toMatchObject({ title: '实名认证未通过' });

    const again = await t.call(realNameSave, await manualApplication(t, me, { id_number: idNumberOf(14) }), as(me));
    expect(again.data).toMatchObject({ state: 'pending', reason: '' });
    expect((await rowOf(me))!.id).toBe(row.id);
    expect(await pendingAudit(row.id)).toBeDefined();
  });

  it('one pending at a time; one ID number certifies one account', async () => {
    const me = await person();
    await t.call(realNameSave, await manualApplication(t, me, { id_number: idNumberOf(15) }), as(me));
    const second = await t.call(realNameSave, await manualApplication(t, me, { id_number: idNumberOf(16) }), as(me));
    expect(second).toMatchObject({ code: ErrorCode.CONFLICT, message: '您的实名认证正在审核中，请耐心等待' });
    const other = await person();
    const same = await t.call(
      realNameSave,
      await manualApplication(t, other, { id_number: idNumberOf(15) }),
      as(other),
    );
    expect(same).toMatchObject({ code: ErrorCode.CONFLICT, message: '该身份证号已被其他账号认证，如有疑问请联系客服' });
    expect(await rowOf(other)).toBeUndefined();
  });

  it('20 parallel applications of one person: one pending row and one pending audit, the others 10009', async () => {
    const me = await person();
    const queries = await Promise.all(
      Array.from({ length: 20 }, (_, i) => manualApplication(t, me, { id_number: idNumberOf(200 + i) })),
    );
    const answers = await Promise.all(queries.map((q) => t.call(realNameSave, q, as(me))));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === ErrorCode.CONFLICT)).toHaveLength(19);
    const uid = (await t.services.sessions.authenticate(me))!.uid;
    const [{ n }] = (await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from audits a join real_names r on r.id = a.target_id where a.type = 'real_name' and a.status = 1 and r.user_id = ${uid}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('20 parallel applications of 20 people with one ID number: one holds it', async () => {
    const people = (await postPeople(t, 20, '1779000')).map((p) => p.token);
    const queries = await Promise.all(people.map((p) => manualApplication(t, p, { id_number: idNumberOf(300) })));
    const answers = await Promise.all(queries.map((q, i) => t.call(realNameSave, q, as(people[i]!))));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === ErrorCode.CONFLICT)).toHaveLength(19);
  });

  it('the face check is not offered by the manual provider: 10050, nothing stored', async () => {
    const me = await person();
    const r = await t.call(
      realNameSave,
      {
        name: '张三丰',
        id_number: idNumberOf(17),
        method: 'liveness',
        consent: true,
        return_url: 'http://localhost/real-name-certification/form',
      },
      as(me),
    );
    expect(r).toMatchObject({ code: ErrorCode.NOT_CONFIGURED, message: '暂未开通人脸识别，请选择人工审核' });
    expect(await rowOf(me)).toBeUndefined();
  });
});

describe('recognition provider calls (the manual default)', () => {
  it('reads nothing from an image: recognised false, the person types the fields', async () => {
    const me = await person();
    const image = await uploadPhoto(t, me);
    expect((await t.call(recognitionIdCard, { image }, as(me))).data).toEqual({
      recognised: false,
      name: '',
      id_number: '',
      address: '',
    });
    expect((await t.call(recognitionLicence, { image }, as(me))).data).toMatchObject({
      recognised: false,
      credit_code: '',
    });
  });

  it("only the caller's own uploads (10003), never a URL elsewhere; 30000 without a session", async () => {
    const me = await person();
    const theirs = await uploadPhoto(t, await person());
    for (const image of [theirs, 'https://example.com/licence.png', '/uploads/../secret.png']) {
      const r = await t.call(recognitionIdCard, { image }, as(me));
      expect([ErrorCode.FORBIDDEN, ErrorCode.VALIDATION]).toContain(r.code);
      expect((await t.call(recognitionLicence, { image }, as(me))).code).toBe(r.code);
    }
    expect((await t.call(recognitionIdCard, { image: theirs })).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(recognitionAddress, { text: '重庆市渝中区' })).code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('analyses an address locally', async () => {
    const me = await person();
    expect((await t.call(recognitionAddress, { text: '重庆市渝北区金开大道1号' }, as(me))).data).toEqual({
      recognised: true,
      province: '重庆市',
      city: '重庆市',
      district: '渝北区',
      detail: '金开大道1号',
    });
    expect((await t.call(recognitionAddress, { text: '金开大道1号' }, as(me))).data).toMatchObject({
      recognised: false,
      detail: '金开大道1号',
    });
    expect((await t.call(recognitionAddress, { text: '重' }, as(me))).code).toBe(ErrorCode.VALIDATION);
  });

  it('counts every call per person: past 20 an hour, 10029', async () => {
    const me = await person();
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await t.call(recognitionAddress, { text: '四川省成都市武侯区' }, as(me)));
    expect(answers.slice(0, 20).every((a) => a.code === 0)).toBe(true);
    expect(answers[20]).toMatchObject({ code: ErrorCode.RATE_LIMITED, message: '识别请求过于频繁，请稍后再试' });
  });
});

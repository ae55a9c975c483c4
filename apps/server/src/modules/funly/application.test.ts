import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  funlyAnswer,
  funlyRevoke,
  funlyShow,
  auditDecide,
  auditList,
  ErrorCode,
  formOfTarget,
  formSave,
  funlyApply,
  funlyApplyAudit,
  funlyApplyInfo,
  funlyApplyList,
  funlyBook,
  funlyCancel,
  funlyCheckinUndo,
  funlyMyList,
  funlyOperatorSave,
  funlyResult,
  funlySave,
  funlySlotSave,
  funlyStats,
  funlyStatsList,
  holdingCode,
  writeOff,
} from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';
import { approvedItem, DAY, demoTokens, fieldNames, nowSeconds, rows } from '../../test/fixtures.js';

describe('event applications: places, waitlist, review, payment, check-in and statistics', () => {
  let t: TestApp;
  let tok: Awaited<ReturnType<typeof demoTokens>>;
  const owner = () => ({ token: tok.owner, payload: { b_id: 1 } });
  const as = (token: string) => ({ token });

  /** An event of business 1 saved, submitted and passed by the auditor: its id. */
  async function publishedEvent(fields: Record<string, unknown> = {}): Promise<number> {
    const now = nowSeconds();
    const saved = await t.call(
      funlySave,
      {
        submit: true,
        title: '车友见面会',
        cover: '/static-kc2/demo/cover.png',
        kind: 3,
        start_time: now + DAY,
        end_time: now + 2 * DAY,
        signup_start: now - DAY,
        signup_end: now + DAY - 60,
        place: '博览中心',
        address: '北京市朝阳区',
        longitude: null,
        latitude: null,
        capacity: 50,
        max_companions: 2,
        need_approval: false,
        waitlist: false,
        form_id: null,
        payment_order: 1,
        ticket_ids: [],
        coupon_ids: [],
        description: '<p>欢迎</p>',
        ...fields,
      },
      owner(),
    );
    if (saved.code !== 0) throw new Error(`funlySave: ${saved.message} ${JSON.stringify(saved.data)}`);
    const id = saved.data.id;
    const record = (await t.call(auditList, { type: 'funly', page_size: 100 }, as(tok.auditor))).data.list.find(
      (a) => a.target_id === id,
    )!;
    const d = await t.call(auditDecide, { id: record.id, pass: true }, as(tok.auditor));
    if (d.code !== 0) throw new Error(`auditDecide: ${d.message}`);
    return id;
  }

  /** n fresh people with sessions. */
  async function people(n: number, prefix: string): Promise<{ uid: number; token: string }[]> {
    const made = await rows<{ id: number }>(
      t,
      sql`insert into users (mobile, username, nickname)
          select ${prefix} || lpad(g::text, 4, '0'), 'u' || ${prefix} || g, '车友' || g from generate_series(1, ${n}) g
          returning id`,
    );
    return Promise.all(made.map(async (u) => ({ uid: u.id, token: (await t.services.sessions.open(u.id)).token })));
  }

  const taken = async (id: number) =>
    (await rows<{ taken: number }>(t, sql`select taken from events where id = ${id}`))[0]!.taken;
  const statusCounts = async (id: number) =>
    (
      await rows<{ status: number; apps: number; places: number }>(
        t,
        sql`select status, count(*)::int as apps, sum(1 + companions)::int as places from event_applications
            where event_id = ${id} group by status order by status`,
      )
    ).reduce<Record<number, { apps: number; places: number }>>((m, r) => ({ ...m, [r.status]: r }), {});

  beforeAll(async () => {
    t = await testApp();
    tok = await demoTokens(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('applies with the form (a wrong answer names its field), books a slot, and the form engine answers type 2', async () => {
    const form = await t.call(
      formSave,
      {
        title: '报名表',
        description: '',
        fields: [
          { key: 'name', label: '姓名', kind: 'text', required: true },
          { key: 'phone', label: '手机号', kind: 'mobile', required: true },
        ],
      },
      owner(),
    );
    expect(form.code, form.message).toBe(0);
    const id = await publishedEvent({ form_id: form.data.id, capacity: 10 });
    const now = nowSeconds();
    const slots = await t.call(
      funlySlotSave,
      { id, title: '上午场', start_time: now + DAY, end_time: now + DAY + 3600, capacity: 1 },
      owner(),
    );
    expect(slots.code, slots.message).toBe(0);
    const slotId = slots.data.slots[0]!.id;

    const bad = await t.call(funlyApply, { id, values: { name: '张三', phone: '123' } }, as(tok.visitor));
    expect(bad.code).toBe(ErrorCode.VALIDATION);
    expect(fieldNames(bad)).toEqual(['values.phone']);
    const tooMany = await t.call(
      funlyApply,
      { id, values: { name: '张三', phone: '13900000000' }, companions: 3 },
      as(tok.visitor),
    );
    expect(tooMany.code).toBe(ErrorCode.VALIDATION);

    const ok = await t.call(
      funlyApply,
      { id, values: { name: '张三', phone: '13900000000' }, companions: 1, slot_id: slotId },
      as(tok.visitor),
    );
    expect(ok.code, ok.message).toBe(0);
    expect(ok.data.application).toMatchObject({ status: 1, companions: 1, slot_title: '上午场' });
    expect(ok.data.order_id).toBeNull();
    expect(await taken(id)).toBe(2);
    const again = await t.call(funlyApply, { id, values: { name: '张三', phone: '13900000000' } }, as(tok.visitor));
    expect(again.code).toBe(ErrorCode.LIMIT_REACHED);
    expect(again.message).toBe('你已报名该活动');

    // the slot is full now: another person cannot book it, and changing one's own booking frees it
    const [other] = await people(1, '1370000');
    const full = await t.call(
      funlyApply,
      { id, values: { name: '李四', phone: '13900000001' }, slot_id: slotId },
      as(other!.token),
    );
    expect(full.code).toBe(ErrorCode.SOLD_OUT);
    expect(await taken(id)).toBe(2);
    const unbook = await t.call(funlyBook, { id }, as(tok.visitor));
    expect(unbook.data).toMatchObject({ slot_id: null });
    expect(unbook.data.slots[0]!.booked).toBe(0);

    const target = await t.call(formOfTarget, { type: 2, id }, as(tok.visitor));
    expect(target.code, target.message).toBe(0);
    expect(target.data.target).toMatchObject({ id, name: '车友见面会' });
    expect(target.data.mine).toMatchObject({ id: ok.data.application.id, status: 1 });
    expect(target.data.form.fields.map((f) => f.key)).toEqual(['name', 'phone']);

    const result = await t.call(funlyResult, { id }, as(tok.visitor));
    expect(result.data.application?.status).toBe(1);
    expect(result.data.holding_id).toBeGreaterThan(0);
    const mine = await t.call(funlyMyList, {}, as(tok.visitor));
    expect(mine.data.list.map((a) => a.funly.id)).toContain(id);
  });

  it('300 parallel applications for 50 places: exactly 50 places held, the rest waitlisted; a cancellation promotes one', async () => {
    const id = await publishedEvent({ capacity: 50, waitlist: true, need_approval: true, max_companions: 2 });
    const crowd = await people(300, '1360000');
    const answers = await Promise.all(
      crowd.map((p, i) => t.call(funlyApply, { id, companions: i % 3 === 0 ? 2 : i % 5 === 0 ? 1 : 0 }, as(p.token))),
    );
    expect(answers.filter((a) => a.code !== 0).map((a) => a.message)).toEqual([]);
    const counts = await statusCounts(id);
    const held = (counts[1]?.places ?? 0) + (counts[2]?.places ?? 0);
    expect(held).toBe(await taken(id));
    expect(held).toBeLessThanOrEqual(50);
    // the first that did not fit took the place of nobody: whatever is left is smaller than every waitlisted party
    expect(held).toBeGreaterThanOrEqual(48);
    expect(counts[1]).toBeUndefined(); // approval required: everyone placed is pending
    expect((counts[2]?.apps ?? 0) + (counts[3]?.apps ?? 0)).toBe(300);

    // a pending party of three cancels: the waitlist moves up first come first served as far as the places go
    const list = (await t.call(funlyApplyList, { id, status: 2, page_size: 100 }, owner())).data;
    expect(list.counts['2']).toBe(counts[2]!.apps);
    const leaving = list.list.find((a) => a.companions === 2)!;
    const leaver = crowd.find((p) => p.uid === leaving.user_id)!;
    const waiting = await rows<{ id: number; companions: number }>(
      t,
      sql`select id, companions from event_applications where event_id = ${id} and status = 3 order by id`,
    );
    let free = 50 - ((await taken(id)) - 3);
    const expected: number[] = [];
    for (const w of waiting) {
      if (1 + w.companions > free) break;
      free -= 1 + w.companions;
      expected.push(w.id);
    }
    expect(expected.length).toBeGreaterThanOrEqual(1);
    const cancelled = await t.call(funlyCancel, { id }, as(leaver.token));
    expect(cancelled.data.status).toBe(5);
    const promoted = await rows<{ id: number }>(
      t,
      sql`select id from event_applications where event_id = ${id} and status = 2 and id = any(${sql.param(waiting.map((w) => w.id))}::int[]) order by id`,
    );
    expect(promoted.map((r) => r.id)).toEqual(expected);
    const after = await statusCounts(id);
    expect(await taken(id)).toBe((after[2]?.places ?? 0) + (after[1]?.places ?? 0));
    expect(await taken(id)).toBeLessThanOrEqual(50);
  });

  it('a cancellation promotes exactly one waitlisted person (into going, with the entry code), and they are told', async () => {
    const id = await publishedEvent({ capacity: 2, waitlist: true, max_companions: 0 });
    const crowd = await people(5, '1310000');
    for (const p of crowd) expect((await t.call(funlyApply, { id }, as(p.token))).code).toBe(0);
    expect(Object.fromEntries(Object.entries(await statusCounts(id)).map(([k, v]) => [k, v.apps]))).toEqual({
      1: 2,
      3: 3,
    });
    const c0 = await t.call(funlyCancel, { id }, as(crowd[0]!.token));
    expect(c0.code, c0.message).toBe(0);
    expect(c0.data.status).toBe(5);
    expect(Object.fromEntries(Object.entries(await statusCounts(id)).map(([k, v]) => [k, v.apps]))).toEqual({
      1: 2,
      3: 2,
      5: 1,
    });
    const third = (await t.call(funlyResult, { id }, as(crowd[2]!.token))).data;
    expect(third.application?.status).toBe(1);
    expect(third.holding_id).toBeGreaterThan(0);
    const told = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from messages where user_id = ${crowd[2]!.uid} and title = '候补成功'`,
    );
    expect(told[0]!.n).toBe(1);
    expect(await taken(id)).toBe(2);
  });

  it('an event without a waitlist refuses past its places with the reason', async () => {
    const id = await publishedEvent({ capacity: 50, waitlist: false, max_companions: 1 });
    const crowd = await people(300, '1350000');
    const answers = await Promise.all(crowd.map((p, i) => t.call(funlyApply, { id, companions: i % 2 }, as(p.token))));
    const refused = answers.filter((a) => a.code !== 0);
    expect(new Set(refused.map((a) => `${a.code} ${a.message}`))).toEqual(new Set([`${ErrorCode.SOLD_OUT} 名额已满`]));
    const counts = await statusCounts(id);
    expect(counts[1]!.places).toBe(await taken(id));
    expect(counts[1]!.places).toBeGreaterThanOrEqual(49);
    expect(counts[1]!.places).toBeLessThanOrEqual(50);
    expect(counts[1]!.apps + refused.length).toBe(300);

    // one place each: exactly 50 going, exactly 250 refused
    const single = await publishedEvent({ capacity: 50, waitlist: false, max_companions: 0 });
    const again = await Promise.all(crowd.map((p) => t.call(funlyApply, { id: single }, as(p.token))));
    expect(again.filter((a) => a.code === 0)).toHaveLength(50);
    expect(again.filter((a) => a.code === ErrorCode.SOLD_OUT)).toHaveLength(250);
    expect(await taken(single)).toBe(50);
    expect((await statusCounts(single))[1]!.apps).toBe(50);
  });

  it('approve and decline (a reason), organiser calls refused to a stranger, another business and a check-in operator', async () => {
    const id = await publishedEvent({ capacity: 5, need_approval: true });
    const [a, b] = await people(2, '1340000');
    const pa = (await t.call(funlyApply, { id }, as(a!.token))).data.application;
    const pb = (await t.call(funlyApply, { id }, as(b!.token))).data.application;
    expect([pa.status, pb.status]).toEqual([2, 2]);
    const op = await t.call(funlyOperatorSave, { id, mobile: '13800000003', name: '签到员', role: 'checkin' }, owner());
    expect(op.code, op.message).toBe(0);

    const [stranger] = await people(1, '1330000');
    for (const token of [stranger!.token, tok.checker, tok.visitor]) {
      expect((await t.call(funlyApplyAudit, { id: pa.id, pass: true }, as(token))).code).toBe(ErrorCode.FORBIDDEN);
      expect((await t.call(funlyApplyList, { id }, as(token))).code).toBe(ErrorCode.FORBIDDEN);
      expect((await t.call(funlyApplyInfo, { id: pa.id }, as(token))).code).toBe(ErrorCode.FORBIDDEN);
      expect((await t.call(funlyCheckinUndo, { id: pa.id }, as(token))).code).toBe(ErrorCode.FORBIDDEN);
      expect((await t.call(funlyStats, { id }, as(token))).code).toBe(ErrorCode.FORBIDDEN);
    }
    const noReason = await t.call(funlyApplyAudit, { id: pb.id, pass: false }, owner());
    expect(noReason.code).toBe(ErrorCode.VALIDATION);

    const info = await t.call(funlyApplyInfo, { id: pa.id }, owner());
    expect(info.data.actions).toEqual({ approve: true, decline: true, undo_checkin: false });
    const passed = await t.call(funlyApplyAudit, { id: pa.id, pass: true }, owner());
    expect(passed.data.status).toBe(1);
    const declined = await t.call(funlyApplyAudit, { id: pb.id, pass: false, remark: '名额有限' }, owner());
    expect(declined.data).toMatchObject({ status: 4, remark: '名额有限' });
    expect(await taken(id)).toBe(1);
    expect((await t.call(funlyApplyAudit, { id: pb.id, pass: true }, owner())).code).toBe(ErrorCode.CONFLICT);
    const told = await rows<{ title: string }>(
      t,
      sql`select title from messages where user_id in (${a!.uid}, ${b!.uid}) order by id`,
    );
    expect(told.map((m) => m.title)).toEqual(['报名已通过', '报名未通过']);
  });

  it('check-in through the write-off flips the application to 6, undo restores it and the counters, with a trail', async () => {
    const id = await publishedEvent({ start_time: nowSeconds() + 3600, signup_end: nowSeconds() + 1800 });
    await t.call(funlyOperatorSave, { id, mobile: '13800000003', name: '签到员', role: 'checkin' }, owner());
    const app = (await t.call(funlyApply, { id }, as(tok.visitor))).data.application;
    const result = (await t.call(funlyResult, { id }, as(tok.visitor))).data;
    const holdingId = result.holding_id!;
    const pointId = (await rows<{ p: number }>(t, sql`select entry_point_id as p from events where id = ${id}`))[0]!.p;
    const code = (await t.call(holdingCode, { holding_id: holdingId }, as(tok.visitor))).data.code;
    const w = await t.call(writeOff, { code, point_id: pointId, nonce: randomUUID() }, as(tok.checker));
    expect(w.data.ok, JSON.stringify(w.data)).toBe(true);
    const checked = (await t.call(funlyApplyInfo, { id: app.id }, owner())).data;
    expect(checked.application.status).toBe(6);
    expect(checked.application.checked_in_at).toBeGreaterThan(0);
    expect(checked.actions.undo_checkin).toBe(true);
    expect((await t.call(funlyCancel, { id }, as(tok.visitor))).code).toBe(ErrorCode.CONFLICT);

    const stats = (await t.call(funlyStats, { id }, owner())).data;
    expect(stats).toMatchObject({ applications: 1, checked_in: 1 });
    expect(stats.trends.checkin.reduce((s, d) => s + d.count, 0)).toBe(1);
    expect(stats.trends.apply.reduce((s, d) => s + d.count, 0)).toBe(1);
    const applied = (await t.call(funlyStatsList, { id, kind: 'apply', ctype: -1 }, owner())).data;
    expect(applied.list).toHaveLength(1);
    expect(applied.list[0]!.label).toBe('已签到');

    // a check-in operator may scan but not undo
    expect((await t.call(funlyCheckinUndo, { id: app.id }, as(tok.checker))).code).toBe(ErrorCode.FORBIDDEN);
    const undone = await t.call(funlyCheckinUndo, { id: app.id }, owner());
    expect(undone.data).toMatchObject({ status: 1, checked_in_at: null });
    const [c] = await rows<{ wo: number; hused: number; pused: number; trail: number }>(
      t,
      sql`select (select count(*)::int from write_offs where holding_id = ${holdingId}) as wo,
        (select used from holdings where id = ${holdingId}) as hused,
        (select used from checkpoints where id = ${pointId}) as pused,
        (select count(*)::int from audit_trail where entity = 'event_application' and entity_id = ${app.id}
           and action = 'checkin_undo' and actor_id = (select id from users where mobile = '13800000002')) as trail`,
    );
    expect(c).toEqual({ wo: 0, hused: 0, pused: 0, trail: 1 });
    // the code works again
    const code2 = (await t.call(holdingCode, { holding_id: holdingId }, as(tok.visitor))).data.code;
    expect(
      (await t.call(writeOff, { code: code2, point_id: pointId, nonce: randomUUID() }, as(tok.checker))).data.ok,
    ).toBe(true);
    expect((await t.call(funlyApplyInfo, { id: app.id }, owner())).data.application.status).toBe(6);
  });

  it('revoking an event cancels its applications, frees the places and refuses the entry codes at the gate', async () => {
    const id = await publishedEvent({ start_time: nowSeconds() + 3600, signup_end: nowSeconds() + 1800 });
    await t.call(funlyApply, { id }, as(tok.visitor));
    const holdingId = (await t.call(funlyResult, { id }, as(tok.visitor))).data.holding_id!;
    const pointId = (await rows<{ p: number }>(t, sql`select entry_point_id as p from events where id = ${id}`))[0]!.p;
    const code = (await t.call(holdingCode, { holding_id: holdingId }, as(tok.visitor))).data.code;
    expect((await t.call(funlyRevoke, { id, reason: '场地变更' }, owner())).data.state).toBe('revoked');
    const mine = (await t.call(funlyResult, { id }, as(tok.visitor))).data;
    expect(mine.application).toMatchObject({ status: 5, remark: '活动已撤销' });
    expect(mine.holding_id).toBeNull();
    expect(await taken(id)).toBe(0);
    const w = await t.call(writeOff, { code, point_id: pointId, nonce: randomUUID() }, as(tok.owner));
    expect(w.data.ok).toBe(false);
    const told = await rows<{ body: string }>(
      t,
      sql`select body from messages where title = '活动已撤销' and user_id = (select id from users where mobile = '13800000001')`,
    );
    expect(told.at(-1)?.body).toContain('场地变更');
  });

  it('a paid event: apply → unpaid with an order, pay → going; cancel → places freed', async () => {
    const ticket = await approvedItem(t, tok, { sell_value: 1500, per_user_limit: 2 });
    const id = await publishedEvent({ capacity: 10, ticket_ids: [ticket] });
    const [a, b] = await people(2, '1320000');
    const applied = await t.call(funlyApply, { id, companions: 1 }, as(a!.token));
    expect(applied.code, applied.message).toBe(0);
    expect(applied.data.application.status).toBe(0);
    expect(applied.data.order_id).toBeGreaterThan(0);
    expect(await taken(id)).toBe(2);
    const sn = (
      await rows<{ sn: string }>(t, sql`select order_sn as sn from orders where id = ${applied.data.order_id}`)
    )[0]!.sn;
    const n = t.services.payments.sandbox.notice(sn, 1500);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/corder/v1/notify/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': n.signature },
      payload: n.body,
    });
    expect(paid.statusCode).toBe(200);
    const result = (await t.call(funlyResult, { order_id: applied.data.order_id! }, as(a!.token))).data;
    expect(result.application?.status).toBe(1);
    expect(result.holding_id).toBeGreaterThan(0);
    expect(result.order).toMatchObject({ state: 'paid', amount: 1500 });

    // b applies and cancels before paying: the order goes and the places come back
    const bApplied = await t.call(funlyApply, { id }, as(b!.token));
    expect(await taken(id)).toBe(3);
    const cancelled = await t.call(funlyCancel, { id }, as(b!.token));
    expect(cancelled.data.status).toBe(5);
    expect(await taken(id)).toBe(2);
    const o = (
      await rows<{ state: string }>(t, sql`select state from orders where id = ${bApplied.data.order_id}`)
    )[0]!;
    expect(o.state).toBe('cancelled');

    // a cancels a paid place: freed as well
    expect((await t.call(funlyCancel, { id }, as(a!.token))).data.status).toBe(5);
    expect(await taken(id)).toBe(0);
    const stats = (await t.call(funlyStats, { id }, owner())).data;
    expect(stats).toMatchObject({ tickets_sold: 1, ticket_amount: 1500 });
  });

  it('payment order: form first checks the answers at apply; pay first takes them after paying (play/answer)', async () => {
    const form = await t.call(
      formSave,
      { title: '试驾报名表', fields: [{ key: 'name', kind: 'chinese_name', label: '姓名', required: true }] },
      owner(),
    );
    const paidEvent = async (order: 1 | 2) =>
      publishedEvent({
        capacity: 10,
        ticket_ids: [await approvedItem(t, tok, { sell_value: 1000, per_user_limit: 2 })],
        form_id: form.data.id,
        payment_order: order,
      });
    const [a, b] = await people(2, '1390000');

    const formFirst = await paidEvent(2);
    const missing = await t.call(funlyApply, { id: formFirst }, as(a!.token));
    expect(missing.code).toBe(ErrorCode.VALIDATION);
    expect(fieldNames(missing)).toContain('values.name');
    const first = await t.call(funlyApply, { id: formFirst, values: { name: '张三' } }, as(a!.token));
    expect(first.data.application).toMatchObject({ status: 0, form_done: true, values: { name: '张三' } });

    const payFirst = await paidEvent(1);
    const applied = await t.call(funlyApply, { id: payFirst }, as(b!.token));
    expect(applied.data.application).toMatchObject({ status: 0, form_done: false, values: {} });
    expect((await t.call(funlyAnswer, { id: payFirst, values: { name: '李四' } }, as(b!.token))).message).toBe(
      '请先完成支付',
    );
    const sn = (
      await rows<{ sn: string }>(t, sql`select order_sn as sn from orders where id = ${applied.data.order_id}`)
    )[0]!.sn;
    const n = t.services.payments.sandbox.notice(sn, 1000);
    await t.app.inject({
      method: 'POST',
      url: '/corder/v1/notify/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': n.signature },
      payload: n.body,
    });
    const shown = (await t.call(funlyShow, { id: payFirst }, as(b!.token))).data;
    expect(shown.mine).toMatchObject({ status: 1, form_done: false });
    expect(shown.actions.answer).toBe(true);
    // someone who never applied has nothing to answer
    expect((await t.call(funlyAnswer, { id: payFirst, values: { name: '王五' } }, as(a!.token))).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const bad = await t.call(funlyAnswer, { id: payFirst, values: { name: 'x' } }, as(b!.token));
    expect(fieldNames(bad)).toContain('values.name');
    const answered = await t.call(funlyAnswer, { id: payFirst, values: { name: '李四' } }, as(b!.token));
    expect(answered.data).toMatchObject({ status: 1, form_done: true, values: { name: '李四' } });
    expect((await t.call(funlyShow, { id: payFirst }, as(b!.token))).data.actions.answer).toBe(false);
    expect((await t.call(funlyAnswer, { id: payFirst, values: { name: '李四' } }, as(b!.token))).code).toBe(
      ErrorCode.CONFLICT,
    );
  });

  it('the sign-up window and the event state are checked with clear messages', async () => {
    const now = nowSeconds();
    const later = await publishedEvent({ signup_start: now + 3600, signup_end: now + 7200, start_time: now + DAY });
    expect((await t.call(funlyApply, { id: later }, as(tok.visitor))).message).toBe('报名尚未开始');
    const closed = await publishedEvent({ signup_start: now - 7200, signup_end: now - 3600 });
    expect((await t.call(funlyApply, { id: closed }, as(tok.visitor))).message).toBe('报名已结束');
  });
});

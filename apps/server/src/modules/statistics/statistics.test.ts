import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  auditDecide,
  auditList,
  checkpointCheckerAdd,
  checkpointSave,
  itemAction,
  itemSave,
  projectSave,
  receiveUser,
  spmCreate,
  statisticsChannelList,
  statisticsCouponInfo,
  statisticsGuard,
  statisticsGuardSettings,
  statisticsIndex,
  statisticsProjectCreatorList,
  statisticsProjectList,
  statisticsTicketInfo,
  statisticsTicketList,
  statisticsUserList,
  writeOff,
} from '@kc/shared';
import { businesses, userRoles } from '../../db/schema.js';
import { testApp, type TestApp } from '../../test/test-app.js';
import { DAY, demoTokens, freeTicket, nowSeconds, rows } from '../../test/fixtures.js';
import { shanghaiDay } from '../../lib/time.js';

/**
 * Efficiency statistics (docs/statistics.md) on a business of its own, every figure hand-counted: rows inserted
 * straight into the tables on two past days (the triggers count them like any write) and a receipt and write-off
 * made today through the API.
 *
 * Day 1 = 2026-03-10 and day 2 = 2026-03-11 (Asia/Shanghai). Items: T1 a free ticket (API, project P1, stock 100),
 * D1 a day pass (P1, 50), C1 a coupon (P1, 200), I1 an invitation with a form (P2, 30), and a draft (not counted).
 * Points: K1 (T1), K2 (D1), K3 (C1). Channels A (quotas QA) and B (QB); promoters S1, S2 (spm codes) and S3 (a
 * sharer's spm through the API).
 *   h1 D1 order, day 1, used twice (K2 at 15:59:59Z = day 1 and 16:00:00Z = day 2)   h2 D1 order, day 1, voided day 2
 *   h3 C1 publisher QA, day 1, used (K3 day 1)   h4 C1 publisher QB, day 2   h5 C1 publisher QA, day 2, spm S1
 *   h6 I1 form, day 1, spm S2 (sign-up 1, day 1)   h7 I1 distribute, day 2, unclaimed   h8 I1 distribute, day 2, claimed
 *   h9 D1 receive, day 2, spm S1, used (K2 day 2)   sign-up 2 on I1, day 2, no holding
 *   orders: D1 2 × 1000 paid day 1 by sandbox; D1 1 × 500 paid day 2 by wxpay
 *   today (API): U1 receives T1 through S3's link and is written off at K1; U2 receives T1
 */
const DAY1 = '2026-03-10';
const DAY2 = '2026-03-11';
const AT1 = '2026-03-10T02:00:00Z';
const AT2 = '2026-03-11T02:00:00Z';

describe('statistics', () => {
  let t: TestApp;
  let tok: Awaited<ReturnType<typeof demoTokens>>;
  let biz: number;
  const u = {} as Record<
    'owner' | 'checker' | 'chA' | 'chB' | 's1' | 's2' | 's3' | 'u1' | 'u2',
    { token: string; uid: number }
  >;
  const id = {} as Record<'P1' | 'P2' | 'T1' | 'D1' | 'C1' | 'I1' | 'K1' | 'K2' | 'K3' | 'QA' | 'QB' | 'form', number>;
  const h = {} as Record<string, number>;
  let as: { token: string; payload: { b_id: number } };
  const today = () => shanghaiDay(new Date());

  const one = async <T>(q: ReturnType<typeof sql>) => (await rows<T>(t, q))[0]!;
  const ok = <T extends { code: number; message: string }>(r: T, what: string): T => {
    if (r.code !== 0) throw new Error(`${what}: ${r.code} ${r.message}`);
    return r;
  };

  beforeAll(async () => {
    t = await testApp({}, { statistics: true });
    tok = await demoTokens(t);
    const mobiles = {
      owner: '13911120001',
      checker: '13911120002',
      chA: '13911120003',
      chB: '13911120004',
      s1: '13911120005',
      s2: '13911120006',
      s3: '13911120007',
      u1: '13911120008',
      u2: '13911120009',
    };
    for (const [k, m] of Object.entries(mobiles)) u[k as keyof typeof u] = await t.loginBySms(m);
    for (const [k, v] of Object.entries(u))
      await rows(
        t,
        sql`update users set nickname = ${`昵称${k}`}, headimg = ${`/uploads/${k}.png`} where id = ${v.uid}`,
      );
    const [b] = await t.database.db
      .insert(businesses)
      .values({ name: '统计测试商家' })
      .returning({ id: businesses.id });
    biz = b!.id;
    await t.database.db.insert(userRoles).values({ userId: u.owner.uid, role: 'owner', businessId: biz });
    as = { token: u.owner.token, payload: { b_id: biz } };

    const now = nowSeconds();
    const project = async (name: string) =>
      ok(
        await t.call(
          projectSave,
          { name, kind: 1, start_time: now, end_time: now + 30 * DAY, venue: '会展中心', publish: true },
          as,
        ),
        name,
      ).data.id;
    id.P1 = await project('统计项目甲');
    id.P2 = await project('统计项目乙');
    // T1 through the API: saved, submitted, approved; its point K1 with the checker
    id.T1 = ok(await t.call(itemSave, { ...freeTicket(), name: '统计免费票', project_id: id.P1 }, as), 'T1').data.id;
    ok(await t.call(itemAction, { id: id.T1, action: 'submit' }, as), 'submit');
    const audit = (await t.call(auditList, { page_size: 100 }, { token: tok.auditor })).data.list.find(
      (a) => a.target_id === id.T1,
    )!;
    ok(await t.call(auditDecide, { id: audit.id, pass: true }, { token: tok.auditor }), 'approve');
    id.K1 = ok(
      await t.call(
        checkpointSave,
        { item_id: id.T1, point_name: '东门', point_location: '东门', write_off_type: 1 },
        as,
      ),
      'K1',
    ).data.id;
    ok(await t.call(checkpointCheckerAdd, { id: id.K1, mobile: mobiles.checker }, as), 'checker');

    // the rest straight in the tables
    const item = async (name: string, type: number, project: number, stock: number, state = 'approved') =>
      (
        await one<{ id: number }>(
          sql`insert into items (business_id, project_id, product_type, name, total_stock, state, created_by, limit_type)
              values (${biz}, ${project}, ${type}, ${name}, ${stock}, ${state}, ${u.owner.uid}, ${type === 1 ? 2 : 1})
              returning id`,
        )
      ).id;
    id.D1 = await item('统计日票', 1, id.P1, 50);
    id.C1 = await item('统计咖啡券', 2, id.P1, 200);
    id.I1 = await item('统计邀请函', 3, id.P2, 30);
    await item('统计草稿票', 1, id.P1, 999, 'draft');
    const point = async (name: string, itemId: number) =>
      (
        await one<{ id: number }>(
          sql`insert into checkpoints (business_id, item_id, name, location, param, created_by)
              values (${biz}, ${itemId}, ${name}, '北门', ${`stat-${name}`}, ${u.owner.uid}) returning id`,
        )
      ).id;
    id.K2 = await point('西门', id.D1);
    id.K3 = await point('咖啡吧', id.C1);
    const quota = async (userId: number) =>
      (
        await one<{ id: number }>(
          sql`insert into publisher_quotas (business_id, item_id, user_id, quota, issued, created_by)
              values (${biz}, ${id.C1}, ${userId}, 10, 0, ${u.owner.uid}) returning id`,
        )
      ).id;
    id.QA = await quota(u.chA.uid);
    id.QB = await quota(u.chB.uid);
    await rows(
      t,
      sql`insert into spm_codes (code, user_id, module) values ('stat-s1', ${u.s1.uid}, 'agent'), ('stat-s2', ${u.s2.uid}, 'agent')`,
    );
    id.form = (
      await one<{ id: number }>(
        sql`insert into forms (business_id, title, fields, created_by) values (${biz}, '报名', '[]'::jsonb, ${u.owner.uid}) returning id`,
      )
    ).id;

    const holding = async (
      name: string,
      itemId: number,
      source: string,
      at: string,
      more: { ref?: number; spm?: string; claimed?: boolean; voided?: string } = {},
    ) => {
      h[name] = (
        await one<{ id: number }>(
          sql`insert into holdings (item_id, business_id, user_id, source, source_ref, spm, created_at, claimed_at, voided_at)
              values (${itemId}, ${biz}, ${u.u2.uid}, ${source}, ${more.ref ?? null}, ${more.spm ?? null}, ${at}::timestamptz,
                      ${more.claimed ? at : null}::timestamptz, ${more.voided ?? null}::timestamptz)
              returning id`,
        )
      ).id;
    };
    await holding('h1', id.D1, 'order', AT1);
    await holding('h2', id.D1, 'order', AT1);
    await holding('h3', id.C1, 'publisher', AT1, { ref: id.QA });
    await holding('h4', id.C1, 'publisher', AT2, { ref: id.QB });
    await holding('h5', id.C1, 'publisher', AT2, { ref: id.QA, spm: 'stat-s1' });
    await holding('h6', id.I1, 'form', AT1, { spm: 'stat-s2' });
    await holding('h7', id.I1, 'distribute', AT2);
    await holding('h8', id.I1, 'distribute', AT2, { claimed: true });
    await holding('h9', id.D1, 'receive', AT2, { spm: 'stat-s1' });
    // the refund: h2 voided on day 2
    await rows(t, sql`update holdings set voided_at = '2026-03-11T08:00:00Z' where id = ${h.h2}`);
    const use = async (holdingId: number, itemId: number, pointId: number, at: string, period: string) => {
      await rows(
        t,
        sql`insert into write_offs (business_id, item_id, holding_id, checkpoint_id, mode, actor_id, nonce, period, seq, created_at)
            values (${biz}, ${itemId}, ${holdingId}, ${pointId}, 1, ${u.checker.uid}, ${`stat-${holdingId}-${at}`}, ${period}, 1, ${at}::timestamptz)`,
      );
      await rows(
        t,
        sql`update holdings set used = used + 1, last_used_at = ${at}::timestamptz where id = ${holdingId}`,
      );
    };
    await use(h.h1!, id.D1, id.K2, '2026-03-10T15:59:59Z', DAY1);
    await use(h.h1!, id.D1, id.K2, '2026-03-10T16:00:00Z', DAY2);
    await use(h.h3!, id.C1, id.K3, '2026-03-10T05:00:00Z', 'all');
    await use(h.h9!, id.D1, id.K2, '2026-03-11T03:00:00Z', DAY2);
    const order = async (sn: string, quantity: number, amount: number, method: string, paidAt: string) => {
      const o = await one<{ id: number }>(
        sql`insert into orders (order_sn, user_id, business_id, item_id, quantity, unit_price, amount, expires_at)
            values (${sn}, ${u.u2.uid}, ${biz}, ${id.D1}, ${quantity}, ${amount / quantity}, ${amount}, now() + interval '1 hour')
            returning id`,
      );
      // paid as the payment notice pays it: state, time and method in one update
      await rows(
        t,
        sql`update orders set state = 'paid', paid_at = ${paidAt}::timestamptz, pay_method = ${method} where id = ${o.id}`,
      );
    };
    await order('STAT0001', 2, 2000, 'sandbox', '2026-03-10T03:00:00Z');
    await order('STAT0002', 1, 500, 'wxpay', '2026-03-11T03:00:00Z');
    await rows(
      t,
      sql`insert into submissions (business_id, form_id, item_id, user_id, values, holding_id, created_at)
          values (${biz}, ${id.form}, ${id.I1}, ${u.u2.uid}, '{}'::jsonb, ${h.h6!}, ${AT1}::timestamptz),
                 (${biz}, ${id.form}, ${id.I1}, ${u.u1.uid}, '{}'::jsonb, null, ${AT2}::timestamptz)`,
    );

    // today, through the API: U1 receives T1 through S3's shared link and is written off at K1; U2 receives T1
    const spm = ok(await t.call(spmCreate, { module: 'ticket', target_id: id.T1 }, { token: u.s3.token }), 'spm').data
      .spm;
    const r1 = ok(await t.call(receiveUser, { item_id: id.T1, spm }, { token: u.u1.token }), 'receive 1').data;
    h.t1 = r1.holding_id;
    ok(await t.call(receiveUser, { item_id: id.T1 }, { token: u.u2.token }), 'receive 2');
    const code = t.services.codes.sign(r1.holding_id, id.T1, nowSeconds() + 60);
    const w = ok(
      await t.call(writeOff, { code, point_id: id.K1, nonce: 'stat-api-1' }, { token: u.checker.token }),
      'w',
    ).data;
    expect(w.ok).toBe(true);
  });
  afterAll(() => t.close());

  /** a statistics call acting for the payload's b_id (a GET carries it in the URL) */
  const st: TestApp['call'] = (def, query = {}, o = {}) =>
    t.call(def, def.method === 'GET' && o.payload ? { ...(query as object), ...o.payload } : query, o);
  const index = (q: Record<string, unknown> = {}, token = u.owner.token) =>
    st(statisticsIndex, q, { token, payload: { b_id: biz } });

  it('the whole business, all time: every figure and distribution hand-counted', async () => {
    const r = await index();
    expect(r.code).toBe(0);
    const d = r.data;
    expect({
      project_count: d.project_count,
      ticket_amount_count: d.ticket_amount_count,
      ticket_issued_count: d.ticket_issued_count,
      ticket_give_count: d.ticket_give_count,
      ticket_writeoff_count: d.ticket_writeoff_count,
      ticket_writeoff_percent: d.ticket_writeoff_percent,
      ticket_channel_count: d.ticket_channel_count,
      ticket_channel_percent: d.ticket_channel_percent,
      promoter_count: d.promoter_count,
      promoter_percent: d.promoter_percent,
      ticket_return_count: d.ticket_return_count,
      ticket_to_be_picked: d.ticket_to_be_picked,
      ticket_registration_count: d.ticket_registration_count,
      ticket_project_count: d.ticket_project_count,
      title: d.title,
    }).toEqual({
      project_count: 2,
      ticket_amount_count: 100 + 50 + 200 + 30,
      ticket_issued_count: 11,
      ticket_give_count: 9,
      ticket_writeoff_count: 4,
      ticket_writeoff_percent: 36.4,
      ticket_channel_count: 3,
      ticket_channel_percent: 27.3,
      promoter_count: 3,
      promoter_percent: 36.4,
      ticket_return_count: 1,
      ticket_to_be_picked: 1,
      ticket_registration_count: 2,
      ticket_project_count: 4,
      title: '',
    });
    expect(d.point_list).toEqual([
      { id: id.K2, name: '西门', item_name: '统计日票', count: 3 },
      { id: id.K1, name: '东门', item_name: '统计免费票', count: 1 },
      { id: id.K3, name: '咖啡吧', item_name: '统计咖啡券', count: 1 },
    ]);
    expect(d.type_list).toEqual([
      { type: 1, name: '门票', issued: 5, came: 3 },
      { type: 2, name: '优惠券', issued: 3, came: 1 },
      { type: 3, name: '邀请函', issued: 3, came: 0 },
    ]);
    expect(d.pay_list).toEqual([
      { pay_type: 'wxpay', name: '微信支付', count: 1, amount: 500 },
      { pay_type: 'sandbox', name: '模拟支付', count: 2, amount: 2000 },
    ]);
    expect(d.source_list).toEqual([
      { source: 'order', name: '购买', count: 2 },
      { source: 'receive', name: '领取', count: 3 },
      { source: 'publisher', name: '发布员发放', count: 3 },
      { source: 'distribute', name: '商家分发', count: 2 },
      { source: 'form', name: '报名', count: 1 },
    ]);
    expect(d.channel_list).toEqual([
      { id: u.chA.uid, channel_name: '昵称chA', channel_icon: '/uploads/chA.png', issued: 2, came: 1 },
      { id: u.chB.uid, channel_name: '昵称chB', channel_icon: '/uploads/chB.png', issued: 1, came: 0 },
    ]);
    expect(d.user_list).toEqual([
      { user_id: u.s1.uid, user_name: '昵称s1', avatar: '/uploads/s1.png', issued: 2, came: 1 },
      { user_id: u.s3.uid, user_name: '昵称s3', avatar: '/uploads/s3.png', issued: 1, came: 1 },
      { user_id: u.s2.uid, user_name: '昵称s2', avatar: '/uploads/s2.png', issued: 1, came: 0 },
    ]);
    const on = (trend: { date: string; count: number }[], date: string) => trend.find((x) => x.date === date)?.count;
    expect([on(d.give_trend, DAY1), on(d.give_trend, DAY2), on(d.give_trend, today())]).toEqual([4, 5, 2]);
    expect([on(d.writeoff_trend, DAY1), on(d.writeoff_trend, DAY2), on(d.writeoff_trend, today())]).toEqual([2, 2, 1]);
    // every day between is there, with 0
    expect(on(d.give_trend, '2026-03-12')).toBe(0);
    expect(d.give_trend.reduce((s, x) => s + x.count, 0)).toBe(11);
  });

  it('a range of days: the Asia/Shanghai day of each write-off (15:59:59Z and 16:00:00Z fall on two days)', async () => {
    const d1 = (await index({ start_date: DAY1, end_date: DAY1 })).data;
    expect([d1.ticket_issued_count, d1.ticket_writeoff_count, d1.ticket_return_count]).toEqual([4, 2, 0]);
    expect(d1.point_list.map((p) => [p.id, p.count])).toEqual([
      [id.K2, 1],
      [id.K3, 1],
    ]);
    expect(d1.pay_list).toEqual([{ pay_type: 'sandbox', name: '模拟支付', count: 2, amount: 2000 }]);
    expect([d1.ticket_registration_count, d1.ticket_to_be_picked, d1.ticket_channel_count]).toEqual([1, 0, 1]);
    expect(d1.user_list.map((x) => x.user_id)).toEqual([u.s2.uid]);
    expect(d1.give_trend).toEqual([{ date: DAY1, count: 4 }]);
    expect(d1.writeoff_trend).toEqual([{ date: DAY1, count: 2 }]);

    const d2 = (await index({ start_date: DAY2, end_date: DAY2 })).data;
    expect([d2.ticket_issued_count, d2.ticket_writeoff_count, d2.ticket_return_count]).toEqual([5, 1, 1]);
    expect(d2.point_list.map((p) => [p.id, p.count])).toEqual([[id.K2, 2]]);
    expect(d2.pay_list).toEqual([{ pay_type: 'wxpay', name: '微信支付', count: 1, amount: 500 }]);
    expect([d2.ticket_registration_count, d2.ticket_to_be_picked, d2.ticket_channel_count]).toEqual([1, 1, 2]);
    expect(d2.channel_list.map((x) => [x.id, x.issued])).toEqual([
      [u.chA.uid, 1],
      [u.chB.uid, 1],
    ]);
    // came is a cohort: it never passes issued
    const both = (await index({ start_date: DAY1, end_date: DAY2 })).data;
    expect([both.ticket_issued_count, both.ticket_writeoff_count]).toEqual([9, 3]);
    expect(both.give_trend).toEqual([
      { date: DAY1, count: 4 },
      { date: DAY2, count: 5 },
    ]);
  });

  it('a project, a channel and a promoter record', async () => {
    const p2 = (await index({ project_id: id.P2 })).data;
    expect(p2.title).toBe('统计项目乙');
    expect([
      p2.project_count,
      p2.ticket_amount_count,
      p2.ticket_issued_count,
      p2.ticket_writeoff_count,
      p2.ticket_registration_count,
      p2.ticket_to_be_picked,
      p2.ticket_project_count,
      p2.ticket_channel_count,
    ]).toEqual([1, 30, 3, 0, 2, 1, 1, 0]);
    expect(p2.user_list.map((x) => x.user_id)).toEqual([u.s2.uid]);

    const a = (await index({ channel_id: u.chA.uid })).data;
    expect(a.title).toBe('昵称chA');
    expect([a.ticket_issued_count, a.ticket_give_count, a.ticket_writeoff_count, a.ticket_channel_count]).toEqual([
      2, 2, 1, 2,
    ]);
    expect(a.ticket_writeoff_percent).toBe(50);
    expect(a.give_trend).toEqual([
      { date: DAY1, count: 1 },
      { date: DAY2, count: 1 },
    ]);
    const s1 = (await index({ promoter_id: u.s1.uid })).data;
    expect([s1.ticket_issued_count, s1.ticket_give_count, s1.ticket_writeoff_count, s1.promoter_count]).toEqual([
      2, 2, 1, 1,
    ]);
    expect((await index({ channel_id: u.s1.uid })).code).toBe(10004);
    expect((await index({ promoter_id: u.u1.uid })).code).toBe(10004);
    expect((await index({ project_id: 2147483647 })).code).toBe(10004);
    const both = await index({ channel_id: u.chA.uid, promoter_id: u.s1.uid });
    expect(both.code).toBe(10001);
  });

  it('the lists: ranking, paging, search and ticket_type', async () => {
    const q = { token: u.owner.token, payload: { b_id: biz } };
    const projects = (await st(statisticsProjectList, {}, q)).data;
    expect(projects.count).toBe(2);
    expect(projects.list).toEqual([
      { id: id.P1, name: '统计项目甲', item_count: 3, issued: 8, came: 4, writeoff_percent: 50, share_percent: 72.7 },
      { id: id.P2, name: '统计项目乙', item_count: 1, issued: 3, came: 0, writeoff_percent: 0, share_percent: 27.3 },
    ]);
    const coupons = (await st(statisticsProjectList, { ticket_type: 2 }, q)).data.list;
    expect(coupons.map((p) => [p.id, p.item_count, p.issued])).toEqual([
      [id.P1, 1, 3],
      [id.P2, 0, 0],
    ]);
    expect((await st(statisticsProjectList, { search: '乙' }, q)).data.list.map((p) => p.id)).toEqual([id.P2]);

    const tickets = (await st(statisticsTicketList, {}, q)).data;
    expect(tickets.count).toBe(4);
    expect(tickets.list.map((i) => [i.id, i.issued, i.came])).toEqual([
      [id.D1, 3, 2],
      [id.C1, 3, 1],
      [id.I1, 3, 0],
      [id.T1, 2, 1],
    ]);
    expect(tickets.list[0]).toMatchObject({
      product_type: 1,
      project_id: id.P1,
      project_name: '统计项目甲',
      total_stock: 50,
    });
    const page2 = (await st(statisticsTicketList, { page: 2, page_size: 2 }, q)).data;
    expect([page2.count, page2.list.map((i) => i.id)]).toEqual([4, [id.I1, id.T1]]);
    expect((await st(statisticsTicketList, { ticket_type: 3 }, q)).data.list.map((i) => i.id)).toEqual([id.I1]);
    expect((await st(statisticsTicketList, { search: '咖啡' }, q)).data.list.map((i) => i.id)).toEqual([id.C1]);
    expect((await st(statisticsTicketList, { project_id: id.P2 }, q)).data.list.map((i) => i.id)).toEqual([id.I1]);

    const channels = (await st(statisticsChannelList, {}, q)).data;
    expect(channels.list).toEqual([
      {
        id: u.chA.uid,
        channel_name: '昵称chA',
        channel_icon: '/uploads/chA.png',
        issued: 2,
        came: 1,
        writeoff_percent: 50,
        share_percent: 18.2,
      },
      {
        id: u.chB.uid,
        channel_name: '昵称chB',
        channel_icon: '/uploads/chB.png',
        issued: 1,
        came: 0,
        writeoff_percent: 0,
        share_percent: 9.1,
      },
    ]);
    expect((await st(statisticsChannelList, { search: 'chB' }, q)).data.list.map((c) => c.id)).toEqual([u.chB.uid]);
    const promoters = (await st(statisticsUserList, { page_size: 2 }, q)).data;
    expect([promoters.count, promoters.list.map((x) => x.user_id)]).toEqual([3, [u.s1.uid, u.s3.uid]]);
    expect((await st(statisticsUserList, { project_id: id.P2 }, q)).data.list.map((x) => x.user_id)).toEqual([
      u.s2.uid,
    ]);

    const creators = (await st(statisticsProjectCreatorList, {}, q)).data.list;
    expect(creators).toEqual([
      {
        user_id: u.owner.uid,
        user_name: '昵称owner',
        avatar: '/uploads/owner.png',
        project_count: 2,
        issued: 11,
        came: 4,
        writeoff_percent: 36.4,
        share_percent: 100,
      },
    ]);
  });

  it('an item: its own record; another type or business is not found', async () => {
    const q = { token: u.owner.token, payload: { b_id: biz } };
    const d = (await st(statisticsTicketInfo, { id: id.D1 }, q)).data;
    expect(d.item).toEqual({
      id: id.D1,
      name: '统计日票',
      product_type: 1,
      project_id: id.P1,
      project_name: '统计项目甲',
      total_stock: 50,
      state: 'approved',
    });
    expect([d.ticket_issued_count, d.ticket_writeoff_count, d.ticket_return_count, d.ticket_amount_count]).toEqual([
      3, 2, 1, 50,
    ]);
    expect(d.point_list.map((p) => [p.id, p.count])).toEqual([[id.K2, 3]]);
    expect(d.pay_list.reduce((s, p) => s + p.amount, 0)).toBe(2500);
    expect((await st(statisticsCouponInfo, { id: id.C1 }, q)).data.ticket_issued_count).toBe(3);
    expect((await st(statisticsTicketInfo, { id: id.C1 }, q)).code).toBe(10004);
    expect((await st(statisticsTicketInfo, { id: id.D1 }, { token: tok.owner, payload: { b_id: 1 } })).code).toBe(
      10004,
    );
  });

  it('refusals: no session, a checker, another business’s owner, bad dates and types', async () => {
    expect((await st(statisticsIndex, {}, { payload: { b_id: biz } })).code).toBe(30000);
    expect((await index({}, u.checker.token)).code).toBe(10003);
    expect((await index({}, tok.owner)).code).toBe(10003);
    const bad = async (q: Record<string, unknown>, message: string) => {
      const r = await index(q);
      expect([r.code, r.message]).toEqual([10001, message]);
    };
    await bad({ start_date: '2026-02-30', end_date: '2026-03-01' }, '开始日期格式为YYYY-MM-DD');
    await bad({ start_date: '2026/03/01', end_date: '2026-03-01' }, '开始日期格式为YYYY-MM-DD');
    await bad({ start_date: '2026-03-01' }, '请同时选择开始和结束日期');
    await bad({ start_date: '2026-03-02', end_date: '2026-03-01' }, '结束日期不能早于开始日期');
    await bad({ start_date: '2025-01-01', end_date: '2026-01-02' }, '日期范围最长366天');
    expect((await index({ start_date: '2025-01-01', end_date: '2026-01-01' })).code).toBe(0);
    const r = await st(statisticsTicketList, { ticket_type: 4 }, { token: u.owner.token, payload: { b_id: biz } });
    expect([r.code, r.message]).toEqual([10001, '票券类型无效']);
  });

  it('the platform auditor reads any business’s figures', async () => {
    const r = await index({}, tok.auditor);
    expect([r.code, r.data.ticket_issued_count]).toEqual([0, 11]);
    const lists = await st(statisticsChannelList, {}, { token: tok.auditor, payload: { b_id: biz } });
    expect(lists.data.count).toBe(2);
    // but not what only the business's managers may do
    const set = await t.call(
      statisticsGuardSettings,
      { project_id: id.P1, capacity: 1, alert_per_minute: 1 },
      { token: tok.auditor, payload: { b_id: biz } },
    );
    expect(set.code).toBe(10003);
  });

  it('the gate screen: the checker reads it; the managers set capacity and the alert', async () => {
    const checker = { token: u.checker.token, payload: { b_id: biz } };
    const byDefault = (await st(statisticsGuard, {}, checker)).data;
    // the latest published project by default
    expect(byDefault.project?.id).toBe(id.P2);
    expect(byDefault.projects.map((p) => p.id)).toEqual([id.P2, id.P1]);
    const refused = await t.call(
      statisticsGuardSettings,
      { project_id: id.P1, capacity: 10, alert_per_minute: 1 },
      checker,
    );
    expect(refused.code).toBe(10003);
    const set = await st(statisticsGuardSettings, { project_id: id.P1, capacity: 10, alert_per_minute: 1 }, as);
    expect(set.data).toEqual({ capacity: 10, alert_per_minute: 1 });
    expect(
      (await st(statisticsGuardSettings, { project_id: 2147483647, capacity: 1, alert_per_minute: 0 }, as)).code,
    ).toBe(10004);
    const g = (await st(statisticsGuard, { project_id: id.P1 }, checker)).data;
    expect(g.project).toEqual({ id: id.P1, name: '统计项目甲', capacity: 10, alert_per_minute: 1 });
    expect(g.today_total).toBe(1);
    expect(g.capacity_percent).toBe(10);
    const k1 = g.points.find((p) => p.id === id.K1)!;
    expect(k1).toEqual({
      id: id.K1,
      name: '东门',
      item_name: '统计免费票',
      last15: 1,
      today: 1,
      per_minute: 0.1,
      alert: false,
    });
    expect(g.points.map((p) => p.id)).toEqual([id.K1, id.K2, id.K3]);
    expect((await st(statisticsGuard, { project_id: id.P2 }, { token: tok.owner, payload: { b_id: biz } })).code).toBe(
      10003,
    );
  });

  it('exact under concurrency: parallel write-offs and receipts; stats_rebuild gives the same counters', async () => {
    const fresh = await rows<{ id: number }>(
      t,
      sql`insert into holdings (item_id, business_id, user_id, source)
          select ${id.T1}, ${biz}, ${u.u2.uid}, 'publisher' from generate_series(1, 30) returning id`,
    );
    const results = await Promise.all(
      fresh.map((x, i) =>
        t.call(
          writeOff,
          { code: t.services.codes.sign(x.id, id.T1, nowSeconds() + 60), point_id: id.K1, nonce: `stat-par-${i}` },
          { token: u.checker.token },
        ),
      ),
    );
    expect(results.filter((r) => r.code === 0 && r.data.ok).length).toBe(30);
    const receivers = await Promise.all(
      ['13911120011', '13911120012', '13911120013', '13911120014', '13911120015', '13911120016'].map((m) =>
        t.loginBySms(m),
      ),
    );
    const received = await Promise.all(
      receivers.map((r) => t.call(receiveUser, { item_id: id.T1 }, { token: r.token })),
    );
    expect(received.every((r) => r.code === 0)).toBe(true);

    const counted = async () =>
      rows<{ metric: string; n: number }>(
        t,
        sql`select metric, sum(n)::int as n from stat_counts where business_id = ${biz} group by metric order by metric`,
      );
    const truth = await one<{ issued: number; came: number; writeoff: number }>(
      sql`select (select count(*)::int from holdings where business_id = ${biz}) as issued,
                 (select count(*)::int from holdings where business_id = ${biz} and used > 0) as came,
                 (select count(*)::int from write_offs where business_id = ${biz}) as writeoff`,
    );
    const byMetric = Object.fromEntries((await counted()).map((r) => [r.metric, r.n]));
    expect([byMetric.issued, byMetric.came, byMetric.writeoff]).toEqual([truth.issued, truth.came, truth.writeoff]);
    expect(truth).toEqual({ issued: 11 + 30 + 6, came: 4 + 30, writeoff: 5 + 30 });

    const snapshot = async () => ({
      counts: await rows(
        t,
        sql`select day::text, item_id, project_id, metric, dim, sum(n)::int as n, sum(amount)::int as amount
              from stat_counts where business_id = ${biz} group by 1, 2, 3, 4, 5 having sum(n) <> 0 order by 1, 2, 3, 4, 5`,
      ),
      parties: await rows(
        t,
        sql`select day::text, kind, party_id, project_id, sum(issued)::int as i, sum(given)::int as g, sum(came)::int as c
              from stat_parties where business_id = ${biz} group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
      ),
      totals: await rows(
        t,
        sql`select item_id, project_id, metric, dim, sum(n)::int as n, sum(amount)::int as amount
              from stat_totals where business_id = ${biz} group by 1, 2, 3, 4 having sum(n) <> 0 order by 1, 2, 3, 4`,
      ),
      daily: await rows(
        t,
        sql`select day::text, project_id, metric, sum(n)::int as n
              from stat_daily where business_id = ${biz} group by 1, 2, 3 having sum(n) <> 0 order by 1, 2, 3`,
      ),
      partyTotals: await rows(
        t,
        sql`select kind, party_id, project_id, sum(issued)::int as i, sum(given)::int as g, sum(came)::int as c
              from stat_party_totals where business_id = ${biz} group by 1, 2, 3 order by 1, 2, 3`,
      ),
      minutes: await rows(
        t,
        sql`select checkpoint_id, minute, sum(n)::int as n from stat_minutes m
             where checkpoint_id in (select id from checkpoints where business_id = ${biz})
               and minute >= now() - interval '2 days'
             group by 1, 2 having sum(n) <> 0 order by 1, 2`,
      ),
    });
    const byTriggers = await snapshot();
    await rows(t, sql`select stats_rebuild(${biz})`);
    expect(await snapshot()).toEqual(byTriggers);
    expect((await index()).data.ticket_issued_count).toBe(47);
  });

  it('the gate screen waits for a write-off (version), and answers the same version after 25 s', async () => {
    const checker = { token: u.checker.token, payload: { b_id: biz } };
    const before = (await st(statisticsGuard, { project_id: id.P1 }, checker)).data;
    const [held] = await rows<{ id: number }>(
      t,
      sql`insert into holdings (item_id, business_id, user_id, source) values (${id.T1}, ${biz}, ${u.u2.uid}, 'distribute') returning id`,
    );
    const waiting = st(statisticsGuard, { project_id: id.P1, version: before.version }, checker);
    await new Promise((r) => setTimeout(r, 300));
    const w = await t.call(
      writeOff,
      { code: t.services.codes.sign(held!.id, id.T1, nowSeconds() + 60), point_id: id.K1, nonce: 'stat-poll' },
      { token: u.checker.token },
    );
    expect(w.data.ok).toBe(true);
    const after = (await waiting).data;
    expect(after.version).not.toBe(before.version);
    expect(after.today_total).toBe(before.today_total + 1);

    const started = Date.now();
    const same = (await st(statisticsGuard, { project_id: id.P1, version: after.version }, checker)).data;
    expect(same.version).toBe(after.version);
    expect(Date.now() - started).toBeGreaterThanOrEqual(24_000);
  }, 40_000);
});

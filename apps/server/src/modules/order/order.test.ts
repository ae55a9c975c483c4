import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelOrder,
  checkpointCheckerAdd,
  checkpointSave,
  createOrder,
  ErrorCode,
  holdingCode,
  itemInfo,
  logout,
  orderInfo,
  orderList,
  refundOrder,
  remainingList,
  saleList,
  walletInfo,
  webPay,
  writeOff,
} from '@kc/shared';
import { ledgerCheck } from '../wallet/ledger.js';
import { testApp, type TestApp } from '../../test/test-app.js';
import { sql } from 'drizzle-orm';
import { approvedItem, demoTokens, rows } from '../../test/fixtures.js';

describe('orders: reserve, pay in the sandbox, expire, cancel, refund', () => {
  let t: TestApp;
  let tok: Awaited<ReturnType<typeof demoTokens>>;
  const as = (token: string) => ({ token });
  const buy = (token: string, item_id: number, quantity = 1, extra: object = {}) =>
    t.call(createOrder, { type: 1, data: { item_id, quantity, ...extra } }, as(token));

  /** Pays an order the way a browser does: the web-payment form, the cashier, 确认支付 (or 支付失败). */
  async function payInSandbox(token: string, orderSn: string, result: 'success' | 'fail' = 'success') {
    const form = (await t.call(webPay, { order_sn: orderSn, return_url: `/my/order/result/${orderSn}` }, as(token)))
      .data.form;
    const fields = Object.fromEntries(
      [...form.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replaceAll('&amp;', '&')]),
    );
    expect(form).toMatch(/^<form action="\/corder\/v1\/sandbox\/cashier" method="POST">/);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/corder/v1/sandbox/cashier',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    // the form post answers with the cashier by GET (back and reload never resubmit a form)
    expect(posted.statusCode).toBe(303);
    const page = await t.app.inject({ method: 'GET', url: String(posted.headers.location) });
    expect(page.body).toContain('确认支付');
    const done = await t.app.inject({
      method: 'POST',
      url: '/corder/v1/sandbox/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'shop.example' },
      payload: new URLSearchParams({ ...fields, result }).toString(),
    });
    expect(done.statusCode).toBe(303);
    return done.headers.location as string;
  }

  beforeAll(async () => {
    t = await testApp();
    tok = await demoTokens(t);
  });
  afterAll(() => t.close());

  it('buys two tickets: the order reserves them, the cashier pays, the notice issues them and credits the business', async () => {
    const id = await approvedItem(t, tok, { name: '付费票', sell_value: 5000, per_user_limit: 5, total_stock: 50 });
    expect((await t.call(saleList, { item_id: id })).data.list[0]).toMatchObject({ sell_value: 5000, remaining: 50 });
    const o = await buy(tok.visitor, id, 2);
    expect(o.data).toMatchObject({ amount: 10000 });
    expect(o.data.order_sn).toMatch(/^KC\d{14}[0-9A-F]{8}$/);
    expect((await t.call(saleList, { item_id: id })).data.list[0]!.remaining).toBe(48);
    expect((await t.call(orderInfo, { id: o.data.id }, as(tok.visitor))).data).toMatchObject({
      state: 'unpaid',
      state_label: '待支付',
      holdings: [],
    });

    const back = await payInSandbox(tok.visitor, o.data.order_sn);
    expect(back).toBe(`/static-kc2/my/order/result/${o.data.order_sn}?order_sn=${o.data.order_sn}&result=success`);
    const paid = (await t.call(orderInfo, { order_sn: o.data.order_sn }, as(tok.visitor))).data;
    expect(paid).toMatchObject({ state: 'paid', pay_method: 'sandbox', refundable: 2 });
    expect(paid.holdings).toHaveLength(2);
    expect(paid.holdings[0]).toMatchObject({ ticket_name: '付费票', state: 'valid' });
    expect((await t.call(itemInfo, { id }, { token: tok.owner, payload: { b_id: 1 } })).data.total_stock).toBe(50);
    expect((await t.call(saleList, { item_id: id })).data.list[0]!.remaining).toBe(48);
    expect(await ledgerCheck(t.database.db)).toEqual([]);
    // paying again is refused: the order is paid
    expect((await t.call(webPay, { order_sn: o.data.order_sn, return_url: '/x' }, as(tok.visitor))).code).toBe(
      ErrorCode.CONFLICT,
    );
  });

  it('a failed payment leaves the order unpaid; only its buyer sees or pays it', async () => {
    const id = await approvedItem(t, tok, { sell_value: 100 });
    const o = await buy(tok.visitor, id);
    expect(await payInSandbox(tok.visitor, o.data.order_sn, 'fail')).toContain('result=fail');
    expect((await t.call(orderInfo, { id: o.data.id }, as(tok.visitor))).data.state).toBe('unpaid');
    expect((await t.call(orderInfo, { id: o.data.id }, as(tok.owner))).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(webPay, { order_sn: o.data.order_sn, return_url: '/x' }, as(tok.owner))).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await t.call(cancelOrder, { id: o.data.id }, as(tok.owner))).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(orderList, {}, as(tok.owner))).data.list.map((x) => x.id)).not.toContain(o.data.id);
    expect((await t.call(createOrder, { type: 2, data: { item_id: id, quantity: 0 } }, as(tok.visitor))).code).toBe(
      ErrorCode.VALIDATION,
    );
  });

  it('a notice replayed 100 times credits once; unknown, forged and wrong-amount notices are refused', async () => {
    const id = await approvedItem(t, tok, { sell_value: 2000, per_user_limit: 3 });
    const o = await buy(tok.visitor, id, 1);
    const n = t.services.payments.sandbox.notice(o.data.order_sn, 2000);
    const send = (body: string, signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/corder/v1/notify/sandbox',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
        payload: body,
      });
    const answers = await Promise.all(Array.from({ length: 100 }, () => send(n.body, n.signature)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const paid = (await t.call(orderInfo, { id: o.data.id }, as(tok.visitor))).data;
    expect(paid.holdings).toHaveLength(1);
    const wrongAmount = t.services.payments.sandbox.notice(o.data.order_sn, 1);
    expect((await send(wrongAmount.body, wrongAmount.signature)).statusCode).toBe(400);
    const unknown = t.services.payments.sandbox.notice('KC000', 2000);
    expect((await send(unknown.body, unknown.signature)).json()).toMatchObject({
      code: 'FAIL',
      message: 'unknown_order',
    });
    expect((await send(n.body, 'f'.repeat(64))).statusCode).toBe(400);
    const other = await buy(tok.visitor, id, 1);
    await t.call(cancelOrder, { id: other.data.id }, as(tok.visitor));
    const late = t.services.payments.sandbox.notice(other.data.order_sn, 2000);
    expect((await send(late.body, late.signature)).json()).toMatchObject({ message: 'order_cancelled' });
    expect(await ledgerCheck(t.database.db)).toEqual([]);
  });

  it('flash sale: 2,000 parallel orders for 100 tickets make exactly 100; the rest hear 已售罄; expiry returns all', async () => {
    const id = await approvedItem(t, tok, { name: '限量票', sell_value: 990, total_stock: 100, per_user_limit: 100 });
    const buyers = await Promise.all(Array.from({ length: 10 }, (_, i) => t.loginBySms(`1390000050${i}`)));
    const answers = await Promise.all(Array.from({ length: 2000 }, (_, i) => buy(buyers[i % 10]!.token, id)));
    const made = answers.filter((a) => a.code === 0);
    expect(made).toHaveLength(100);
    expect(answers.filter((a) => a.code === ErrorCode.SOLD_OUT).every((a) => a.message === '已售罄')).toBe(true);
    expect(answers.filter((a) => a.code !== 0 && a.code !== ErrorCode.SOLD_OUT)).toEqual([]);
    const owner = { token: tok.owner, payload: { b_id: 1 } };
    expect((await t.call(itemInfo, { id }, owner)).data).toMatchObject({
      status: 13,
      counts: { issued: 100, remaining: 0 },
    });

    t.services.clock.now = () => new Date(Date.now() + 16 * 60_000);
    try {
      // (other journeys' unpaid orders expire too)
      expect(await t.services.orders.expire()).toBeGreaterThanOrEqual(100);
      expect(await t.services.orders.expire()).toBe(0);
    } finally {
      t.services.clock.now = () => new Date();
    }
    expect((await t.call(itemInfo, { id }, owner)).data).toMatchObject({
      status: 1,
      counts: { issued: 0, remaining: 100 },
    });
    // the first order made, asked by its own buyer (which request wins the stock is the server's race, not index 0's)
    const first = answers.findIndex((a) => a.code === 0);
    const mine = await t.call(orderInfo, { id: answers[first]!.data.id }, as(buyers[first % 10]!.token));
    expect(mine.data.state).toBe('cancelled');
  }, 180_000);

  it('orders sent together go in one batch, each answered on its own: limits, sessions, stock', async () => {
    const id = await approvedItem(t, tok, { sell_value: 700, per_user_limit: 2, total_stock: 5 });
    const a = await t.loginBySms('13900000241');
    const b = await t.loginBySms('13900000242');
    const gone = await t.loginBySms('13900000243');
    await t.call(logout, {}, as(gone.token));
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => buy(a.token, id)),
      buy(gone.token, id),
      ...Array.from({ length: 3 }, () => buy(b.token, id)),
      buy(b.token, id, 1, { recipient_id: 999999 }),
    ]);
    const codes = answers.map((r) => r.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(4);
    expect(codes.filter((c) => c === ErrorCode.LIMIT_REACHED)).toHaveLength(3);
    expect(codes[4]).toBe(ErrorCode.SESSION_INVALID);
    expect(codes[8]).toBe(ErrorCode.NOT_FOUND);
    expect(new Set(answers.filter((r) => r.code === 0).map((r) => r.data.order_sn)).size).toBe(4);
    // the fifth ticket goes to the next buyer, the sixth is not there
    const c = await t.loginBySms('13900000244');
    expect((await Promise.all([buy(c.token, id), buy(c.token, id)])).map((r) => r.code).sort()).toEqual([
      0,
      ErrorCode.SOLD_OUT,
    ]);
    expect((await t.call(itemInfo, { id }, { token: tok.owner, payload: { b_id: 1 } })).data).toMatchObject({
      counts: { issued: 5, remaining: 0 },
    });
  });

  it('the per-person limit counts held and reserved tickets; cancelling returns the stock', async () => {
    const id = await approvedItem(t, tok, { sell_value: 1000, per_user_limit: 2, total_stock: 10 });
    const a = await buy(tok.visitor, id, 2);
    expect(await buy(tok.visitor, id, 1)).toMatchObject({ code: ErrorCode.LIMIT_REACHED });
    const cancelled = await t.call(cancelOrder, { id: a.data.id }, as(tok.visitor));
    expect(cancelled.data).toMatchObject({ state: 'cancelled', state_label: '已取消' });
    expect((await t.call(cancelOrder, { id: a.data.id }, as(tok.visitor))).code).toBe(ErrorCode.CONFLICT);
    expect((await t.call(saleList, { item_id: id })).data.list[0]!.remaining).toBe(10);
    expect((await buy(tok.visitor, id, 2)).code).toBe(0);
  });

  it('the order list pages by the index and counts from order_counts, by state; logout ends createorder, the list and the code at once', async () => {
    const buyer = await t.loginBySms('13900000231');
    const id = await approvedItem(t, tok, { sell_value: 500, per_user_limit: 30, total_stock: 100 });
    const made: number[] = [];
    for (let i = 0; i < 12; i++) made.push((await buy(buyer.token, id)).data.id);
    await t.call(cancelOrder, { id: made[0]! }, as(buyer.token));
    await t.call(cancelOrder, { id: made[1]! }, as(buyer.token));
    const paidSn = (await t.call(orderInfo, { id: made[11]! }, as(buyer.token))).data.order_sn;
    await payInSandbox(buyer.token, paidSn);
    const page = (filters: string, n: number, size = 5) =>
      t.call(orderList, { filters, page: n, page_size: size }, as(buyer.token));
    const all1 = (await page('all', 1)).data;
    expect(all1.count).toBe(12);
    expect(all1.list.map((o) => o.id)).toEqual(made.slice(7).reverse());
    expect(all1.list[0]).toMatchObject({ state: 'paid', holdings: [{ ticket_id: id, state: 'valid' }], refundable: 1 });
    expect(all1.list[1]).toMatchObject({ state: 'unpaid', holdings: [], refunds: [], refundable: 0 });
    expect((await page('all', 3)).data.list.map((o) => o.id)).toEqual(made.slice(0, 2).reverse());
    expect((await page('all', 4)).data).toMatchObject({ list: [], count: 12 });
    expect((await page('unpaid', 1, 20)).data).toMatchObject({ count: 9 });
    expect((await page('cancelled', 1)).data.list.map((o) => o.id)).toEqual([made[1], made[0]]);
    expect((await page('paid', 1)).data).toMatchObject({ count: 1, list: [{ id: made[11] }] });
    expect((await page('refunded', 1)).data).toMatchObject({ count: 0, list: [] });
    // the counts equal the rows, whatever changed them
    const [counts] = await rows<{ bad: number }>(
      t,
      sql`select count(*)::int as bad from (select user_id, state, count(*)::int as n from orders group by 1, 2) o
        full join order_counts c using (user_id, state) where coalesce(o.n, 0) <> coalesce(c.n, 0)`,
    );
    expect(counts!.bad).toBe(0);

    const holding = all1.list[0]!.holdings[0]!.holding_id;
    expect((await t.call(logout, {}, as(buyer.token))).code).toBe(0);
    expect((await buy(buyer.token, id)).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await page('all', 1)).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await page('all', 9)).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(holdingCode, { holding_id: holding }, as(buyer.token))).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(holdingCode, { holding_id: 999999 }, as(buyer.token))).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(itemInfo, { id }, { token: tok.owner, payload: { b_id: 1 } })).data).toMatchObject({
      counts: { issued: 12 - 2 },
    });
  });

  it('refunds unused tickets to the balance or the original method; a used ticket is not refundable', async () => {
    const id = await approvedItem(t, tok, { name: '退款票', sell_value: 3000, per_user_limit: 5, total_stock: 20 });
    const point = (
      await t.call(
        checkpointSave,
        { item_id: id, point_name: '入口', point_location: '展馆', write_off_type: 1 },
        { token: tok.owner, payload: { b_id: 1 } },
      )
    ).data;
    await t.call(
      checkpointCheckerAdd,
      { id: point.id, mobile: '13800000003' },
      { token: tok.owner, payload: { b_id: 1 } },
    );
    const o = await buy(tok.visitor, id, 3);
    await payInSandbox(tok.visitor, o.data.order_sn);
    const paid = (await t.call(orderInfo, { id: o.data.id }, as(tok.visitor))).data;
    // one is used at the gate
    const code = (await t.call(holdingCode, { holding_id: paid.holdings[0]!.holding_id }, as(tok.visitor))).data.code;
    expect(
      (await t.call(writeOff, { code, point_id: point.id, nonce: 'refund-test-1' }, as(tok.checker))).data.ok,
    ).toBe(true);
    const before = (await t.call(walletInfo, {}, as(tok.visitor))).data.money;

    expect(
      (await t.call(refundOrder, { id: o.data.id, quantity: 3, reason: '行程有变' }, as(tok.visitor))).message,
    ).toBe('已使用的票券不能退款（可退2张）');
    expect((await t.call(refundOrder, { id: o.data.id, reason: '' }, as(tok.visitor))).code).toBe(ErrorCode.VALIDATION);
    expect((await t.call(refundOrder, { id: o.data.id, reason: '别人' }, as(tok.owner))).code).toBe(
      ErrorCode.NOT_FOUND,
    );

    const toBalance = await t.call(
      refundOrder,
      { id: o.data.id, quantity: 1, reason: '行程有变', to: 'balance' },
      as(tok.visitor),
    );
    expect(toBalance.data).toMatchObject({ state: 'paid', refunded_quantity: 1, refunded_amount: 3000, refundable: 1 });
    expect((await t.call(walletInfo, {}, as(tok.visitor))).data.money).toBe(before + 3000);
    expect((await t.call(remainingList, {}, as(tok.visitor))).data.list[0]).toMatchObject({
      amount: 3000,
      reason: '退款到余额',
    });
    const voided = toBalance.data.holdings.filter((h) => h.state === 'disabled');
    expect(voided).toHaveLength(1);
    const stale = await t.call(holdingCode, { holding_id: voided[0]!.holding_id }, as(tok.visitor));
    expect(
      (await t.call(writeOff, { code: stale.data.code, point_id: point.id, nonce: 'refund-test-2' }, as(tok.checker)))
        .data,
    ).toMatchObject({ ok: false, reason: 'disabled' });

    const rest = await t.call(refundOrder, { id: o.data.id, reason: '不去了' }, as(tok.visitor));
    expect(rest.data).toMatchObject({ state: 'paid', refunded_quantity: 2, refundable: 0 });
    expect(rest.data.refunds.map((r) => r.to)).toEqual(['balance', 'original']);
    expect((await t.call(saleList, { item_id: id })).data.list[0]!.remaining).toBe(19);
    expect(await ledgerCheck(t.database.db)).toEqual([]);

    const all = await buy(tok.visitor, id, 1);
    await payInSandbox(tok.visitor, all.data.order_sn);
    const whole = await t.call(refundOrder, { id: all.data.id, reason: '不去了' }, as(tok.visitor));
    expect(whole.data).toMatchObject({ state: 'refunded', state_label: '已退款' });
    expect((await t.call(orderList, { filters: 'refunded' }, as(tok.visitor))).data.list.map((x) => x.id)).toContain(
      all.data.id,
    );
    // the list (order_list_page, one call) answers each order exactly as orderinfo does: tickets with their cards
    // (one used, one voided), refunds to both places, holder, project and business
    const listed = (await t.call(orderList, { page_size: 50 }, as(tok.visitor))).data.list;
    for (const orderId of [o.data.id, all.data.id]) {
      const one = (await t.call(orderInfo, { id: orderId }, as(tok.visitor))).data;
      expect(listed.find((x) => x.id === orderId)).toEqual(one);
    }
    expect(
      listed
        .find((x) => x.id === o.data.id)!
        .holdings.map((h) => h.state)
        .sort(),
    ).toEqual(['disabled', 'disabled', 'used']);
  });

  it('answers the actions each order allows, the same in orderinfo and orderlist: pay and cancel while unpaid, refund while tickets are unused', async () => {
    const buyer = await t.loginBySms('13900000251');
    const id = await approvedItem(t, tok, { name: '动作票', sell_value: 800, per_user_limit: 10, total_stock: 20 });
    const owner = { token: tok.owner, payload: { b_id: 1 } };
    const point = (
      await t.call(
        checkpointSave,
        { item_id: id, point_name: '入口', point_location: '展馆', write_off_type: 1 },
        owner,
      )
    ).data;
    await t.call(checkpointCheckerAdd, { id: point.id, mobile: '13800000003' }, owner);
    const info = async (orderId: number) => (await t.call(orderInfo, { id: orderId }, as(buyer.token))).data;
    const listed = async (orderId: number) =>
      (await t.call(orderList, { page_size: 50 }, as(buyer.token))).data.list.find((o) => o.id === orderId);
    const actionsOf = async (orderId: number) => {
      const one = await info(orderId);
      expect((await listed(orderId))?.actions).toEqual(one.actions);
      return { state: one.state, actions: one.actions };
    };

    const unpaid = (await buy(buyer.token, id)).data.id;
    expect(await actionsOf(unpaid)).toEqual({ state: 'unpaid', actions: ['pay', 'cancel'] });

    const cancelled = (await buy(buyer.token, id)).data.id;
    await t.call(cancelOrder, { id: cancelled }, as(buyer.token));
    expect(await actionsOf(cancelled)).toEqual({ state: 'cancelled', actions: [] });

    const paid = (await buy(buyer.token, id, 2)).data;
    await payInSandbox(buyer.token, paid.order_sn);
    expect(await actionsOf(paid.id)).toEqual({ state: 'paid', actions: ['refund'] });
    await t.call(refundOrder, { id: paid.id, quantity: 1, reason: '行程有变' }, as(buyer.token));
    expect(await actionsOf(paid.id)).toEqual({ state: 'paid', actions: ['refund'] });
    await t.call(refundOrder, { id: paid.id, reason: '不去了' }, as(buyer.token));
    expect(await actionsOf(paid.id)).toEqual({ state: 'refunded', actions: [] });

    // paid, its one ticket used at the gate: nothing left to refund
    const used = (await buy(buyer.token, id)).data;
    await payInSandbox(buyer.token, used.order_sn);
    const holding = (await info(used.id)).holdings[0]!.holding_id;
    const code = (await t.call(holdingCode, { holding_id: holding }, as(buyer.token))).data.code;
    expect(
      (await t.call(writeOff, { code, point_id: point.id, nonce: 'actions-test-1' }, as(tok.checker))).data.ok,
    ).toBe(true);
    expect(await actionsOf(used.id)).toEqual({ state: 'paid', actions: [] });

    // unpaid past its time (before the expiry job has cancelled it): nothing to do
    t.services.clock.now = () => new Date(Date.now() + 16 * 60_000);
    try {
      expect(await actionsOf(unpaid)).toEqual({ state: 'unpaid', actions: [] });
    } finally {
      t.services.clock.now = () => new Date();
    }
  });
});

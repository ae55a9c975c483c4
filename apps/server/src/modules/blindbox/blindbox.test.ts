import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditDecide,
  blindBoxBuy,
  blindBoxInfo,
  blindBoxList,
  blindBoxManageList,
  blindBoxMyOpens,
  blindBoxOrderResult,
  blindBoxSave,
  cancelOrder,
  createOrder,
  ErrorCode,
  idNumberCheckChar,
  realNameSave,
  refundOrder,
  saleList,
  type CallQuery,
} from '@kc/shared';
import { asOwner, demoTokens, fieldNames, nowSeconds, rows } from '../../test/fixtures.js';
import { postPeople } from '../../test/post-fixtures.js';
import { manualApplication } from '../../test/realname-fixtures.js';
import { testApp, type TestApp } from '../../test/test-app.js';
import { ledgerCheck } from '../wallet/ledger.js';
import { ageOn } from './blindbox-age.js';

let t: TestApp;
let tok: Awaited<ReturnType<typeof demoTokens>>;
let seq = 100;
const as = (token: string) => ({ token });

/** A new person with a session (mobiles 176xxxx….). */
const person = async () => (await postPeople(t, 1, `176${seq++}`))[0]!;

/** A new person with an approved real-name certification born on `birth` (YYYYMMDD), through the auditor. */
async function certified(birth: string) {
  const p = await person();
  const first17 = `500101${birth}${String(seq++ % 1000).padStart(3, '0')}`;
  const q = await manualApplication(t, p.token, { id_number: first17 + idNumberCheckChar(first17) });
  const saved = await t.call(realNameSave, q, as(p.token));
  expect(saved.code, saved.message).toBe(0);
  const [audit] = await rows<{ id: number }>(
    t,
    sql`select a.id from audits a join real_names r on r.id = a.target_id
        where a.type = 'real_name' and a.status = 1 and r.user_id = ${p.uid}`,
  );
  expect((await t.call(auditDecide, { id: audit!.id, pass: true }, as(tok.auditor))).code).toBe(0);
  return p;
}

const boxInput = (over: Partial<CallQuery<typeof blindBoxSave>> = {}): CallQuery<typeof blindBoxSave> => ({
  title: '测试盲盒',
  price: 1990,
  daily_cap: 5,
  start_time: nowSeconds() - 3600,
  end_time: nowSeconds() + 10 * 86400,
  prizes: [
    { name: '车模', image: '/uploads/car.png', value: 8800, stock: 10, weight: 1 },
    { name: '徽章', image: '/uploads/badge.png', value: 2500, stock: 30, weight: 3 },
  ],
  ...over,
});

async function newBox(over: Partial<CallQuery<typeof blindBoxSave>> = {}) {
  const r = await t.call(blindBoxSave, boxInput(over), asOwner(tok));
  expect(r.code, r.message).toBe(0);
  const [{ item_id }] = (await rows<{ item_id: number }>(
    t,
    sql`select item_id from blind_boxes where id = ${r.data.id}`,
  )) as [{ item_id: number }];
  return { ...r.data, itemId: item_id };
}

/** The payment provider's signed notice for an order, as the sandbox cashier sends it. */
async function pay(orderSn: string, amount: number) {
  const n = t.services.payments.sandbox.notice(orderSn, amount);
  const res = await t.app.inject({
    method: 'POST',
    url: '/corder/v1/notify/sandbox',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': n.signature },
    payload: n.body,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const given = async (boxId: number) =>
  rows<{ id: number; stock: number; given: number; opened: number }>(
    t,
    sql`select p.id, p.stock, p.given, (select count(*)::int from blind_box_opens o where o.prize_id = p.id) as opened
        from blind_box_prizes p where p.box_id = ${boxId} order by p.id`,
  );

beforeAll(async () => {
  t = await testApp();
  tok = await demoTokens(t);
});
afterAll(() => t.close());

describe('blind box: buy through the orders, pay, open', () => {
  it('discloses prizes, values and odds; the seeded visitor buys two, pays in the sandbox and gets two prizes', async () => {
    const box = await newBox();
    expect(box.prizes.map((p) => p.odds)).toEqual([25, 75]);
    expect(box.remaining).toBe(40);

    const anon = (await t.call(blindBoxInfo, { id: box.id })).data;
    expect(anon.mine).toEqual({ buy: 'login', reason: '请先登录', today_left: null, age: null });
    expect(anon.box.prizes[0]).toMatchObject({ name: '车模', value: 8800, stock: 10, remaining: 10, odds: 25 });
    const mine = (await t.call(blindBoxInfo, { id: box.id }, as(tok.visitor))).data.mine;
    expect(mine).toMatchObject({ buy: 'buy', today_left: 5 });
    expect(mine.age).toBeGreaterThanOrEqual(18);
    expect((await t.call(blindBoxList, {})).data.list.map((b) => b.id)).toContain(box.id);

    const bought = await t.call(blindBoxBuy, { box_id: box.id, quantity: 2 }, as(tok.visitor));
    expect(bought.code, bought.message).toBe(0);
    expect(bought.data.amount).toBe(3980);
    const before = (await t.call(blindBoxOrderResult, { order_id: bought.data.order_id }, as(tok.visitor))).data;
    expect(before).toMatchObject({ state: 'unpaid', quantity: 2, opens: [] });
    expect((await t.call(blindBoxInfo, { id: box.id }, as(tok.visitor))).data).toMatchObject({
      box: { remaining: 38 },
      mine: { today_left: 3 },
    });

    await pay(bought.data.order_sn, 3980);
    const after = (await t.call(blindBoxOrderResult, { order_id: bought.data.order_id }, as(tok.visitor))).data;
    expect(after.state).toBe('paid');
    expect(after.opens).toHaveLength(2);
    expect(['车模', '徽章']).toContain(after.opens[0]!.prize_name);
    const prizes = await given(box.id);
    expect(prizes.reduce((s, p) => s + p.given, 0)).toBe(2);
    expect(prizes.every((p) => p.given === p.opened)).toBe(true);
    // the sale credited the business as the order module does: one transfer of the order, the ledger balanced
    const ledger = await rows<{ reason: string }>(
      t,
      sql`select reason from transfers where ref_type = 'order' and ref_id = ${bought.data.order_id}`,
    );
    expect(ledger).toEqual([{ reason: '门票销售' }]);
    expect(await ledgerCheck(t.database.db)).toEqual([]);
    const opens = (await t.call(blindBoxMyOpens, {}, as(tok.visitor))).data;
    expect(opens.list.filter((o) => o.order_id === bought.data.order_id)).toHaveLength(2);

    // an opened box is not refunded; the box's item is not sold through createorder nor listed among tickets
    const refund = await t.call(
      refundOrder,
      { id: bought.data.order_id, reason: '不想要了', to: 'balance' },
      as(tok.visitor),
    );
    expect(refund).toMatchObject({ code: ErrorCode.CONFLICT, message: '盲盒开启后不支持退款' });
    const direct = await t.call(createOrder, { type: 1, data: { item_id: box.itemId, quantity: 1 } }, as(tok.visitor));
    expect(direct).toMatchObject({ code: ErrorCode.CONFLICT, message: '盲盒请在盲盒页面购买' });
    const sale = (await t.call(saleList, { item_id: box.itemId })).data;
    expect(sale.list).toEqual([]);
  });

  it('another user never sees my order or opens; without a session 30000', async () => {
    const box = await newBox();
    const bought = (await t.call(blindBoxBuy, { box_id: box.id, quantity: 1 }, as(tok.visitor))).data;
    const other = await person();
    expect((await t.call(blindBoxOrderResult, { order_id: bought.order_id }, as(other.token))).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await t.call(blindBoxMyOpens, {}, as(other.token))).data.list).toEqual([]);
    expect((await t.call(blindBoxBuy, { box_id: box.id, quantity: 1 })).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(blindBoxOrderResult, { order_id: bought.order_id })).code).toBe(ErrorCode.SESSION_INVALID);
  });
});

describe('blind box: the rules', () => {
  it('refuses a price above 200 元, names the field; the database refuses it too', async () => {
    const r = await t.call(blindBoxSave, boxInput({ price: 20001 }), asOwner(tok));
    expect(r.code).toBe(ErrorCode.VALIDATION);
    expect(fieldNames(r)).toEqual(['price']);
    expect(r.message).toContain('盲盒单价不能超过200元');
    const box = await newBox({ price: 20000 });
    await expect(rows(t, sql`update blind_boxes set price = 20001 where id = ${box.id}`)).rejects.toThrow();
  });

  it('ages from the ID number: 7 years 364 days is under 8', () => {
    expect(ageOn('2018-11-28', '2026-11-27')).toBe(7);
    expect(ageOn('2018-11-27', '2026-11-27')).toBe(8);
    expect(ageOn('2008-11-28', '2026-11-27')).toBe(17);
  });

  it('refuses without an approved certification, with the form to go to', async () => {
    const box = await newBox();
    const p = await person();
    const info = (await t.call(blindBoxInfo, { id: box.id }, as(p.token))).data.mine;
    expect(info.buy).toBe('certify');
    const r = await t.call(blindBoxBuy, { box_id: box.id, quantity: 1 }, as(p.token));
    expect(r.code).toBe(ErrorCode.CONFLICT);
    expect(r.message).toContain('实名认证');
  });

  it('refuses under 8; a minor needs the guardian’s consent (recorded); an adult buys', async () => {
    const box = await newBox();
    const year = Number(new Date().toISOString().slice(0, 4));
    const child = await certified(`${year - 6}0101`);
    expect((await t.call(blindBoxInfo, { id: box.id }, as(child.token))).data.mine).toMatchObject({
      buy: 'refused',
      age: 6,
    });
    const refused = await t.call(blindBoxBuy, { box_id: box.id, quantity: 1 }, as(child.token));
    expect(refused.code).toBe(ErrorCode.CONFLICT);
    expect(refused.message).toContain('未满8周岁');

    const minor = await certified(`${year - 13}0101`);
    expect((await t.call(blindBoxInfo, { id: box.id }, as(minor.token))).data.mine.buy).toBe('guardian');
    const noConsent = await t.call(blindBoxBuy, { box_id: box.id, quantity: 1 }, as(minor.token));
    expect(noConsent.code).toBe(ErrorCode.CONFLICT);
    expect(noConsent.message).toContain('监护人同意');
    const halfConsent = await t.call(
      blindBoxBuy,
      { box_id: box.id, quantity: 1, guardian_consent: true, guardian_name: '王大明' },
      as(minor.token),
    );
    expect(fieldNames(halfConsent)).toEqual(['guardian_mobile']);
    const ok = await t.call(
      blindBoxBuy,
      { box_id: box.id, quantity: 1, guardian_consent: true, guardian_name: '王大明', guardian_mobile: '13912345678' },
      as(minor.token),
    );
    expect(ok.code, ok.message).toBe(0);
    const [row] = await rows<{ age: number; guardian_name: string; guardian_mobile: string }>(
      t,
      sql`select age, guardian_name, guardian_mobile from blind_box_orders where order_id = ${ok.data.order_id}`,
    );
    expect(row).toEqual({ age: 13, guardian_name: '王大明', guardian_mobile: '13912345678' });

    const adult = await certified(`${year - 30}0101`);
    expect((await t.call(blindBoxBuy, { box_id: box.id, quantity: 1 }, as(adult.token))).code).toBe(0);
  });

  it('keeps the daily cap exact under 20 parallel purchases; a cancelled order gives its box back', async () => {
    const box = await newBox({ daily_cap: 5 });
    const adult = await certified('19900505');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.call(blindBoxBuy, { box_id: box.id, quantity: 1 }, as(adult.token))),
    );
    const ok = results.filter((r) => r.code === 0);
    expect(ok).toHaveLength(5);
    expect(results.filter((r) => r.code === ErrorCode.LIMIT_REACHED)).toHaveLength(15);
    const [daily] = await rows<{ bought: number }>(
      t,
      sql`select bought from blind_box_daily where box_id = ${box.id} and user_id = ${adult.uid}`,
    );
    expect(daily!.bought).toBe(5);
    const [{ n }] = (await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from orders o join blind_boxes b on b.item_id = o.item_id where b.id = ${box.id}`,
    )) as [{ n: number }];
    expect(n).toBe(5);

    expect((await t.call(cancelOrder, { id: ok[0]!.data.order_id }, as(adult.token))).code).toBe(0);
    expect((await t.call(blindBoxInfo, { id: box.id }, as(adult.token))).data.mine.today_left).toBe(1);
    // a quantity past what is left today is refused whole
    expect((await t.call(blindBoxBuy, { box_id: box.id, quantity: 2 }, as(adult.token))).code).toBe(
      ErrorCode.LIMIT_REACHED,
    );
  });

  it('200 parallel opens never give a prize past its stock; orders past the stock are refused before payment', async () => {
    const box = await newBox({
      daily_cap: 100,
      prizes: [
        { name: '头奖', image: '/uploads/a.png', value: 10000, stock: 5, weight: 50 },
        { name: '二等奖', image: '/uploads/b.png', value: 3000, stock: 15, weight: 30 },
        { name: '纪念奖', image: '/uploads/c.png', value: 500, stock: 180, weight: 20 },
      ],
    });
    const buyer = await person();
    const user = await t.services.sessions.authenticate(buyer.token);
    const placed = await Promise.allSettled(
      Array.from({ length: 220 }, () =>
        t.services.orders.create(user, { item_id: box.itemId, quantity: 1, recipient_id: null, spm: '' }),
      ),
    );
    const orders = placed.flatMap((p) => (p.status === 'fulfilled' ? [p.value] : []));
    expect(orders).toHaveLength(200);
    expect(placed.filter((p) => p.status === 'rejected')).toHaveLength(20);

    const paid = await Promise.all(
      orders.map((o) =>
        t.services.orders.paid({ provider: 'sandbox', orderSn: o.order_sn, txn: `T${o.order_sn}`, amount: o.amount }),
      ),
    );
    expect(paid.every((p) => p.ok)).toBe(true);
    const prizes = await given(box.id);
    expect(prizes.map((p) => p.given)).toEqual([5, 15, 180]);
    expect(prizes.every((p) => p.given === p.opened && p.given <= p.stock)).toBe(true);
    const perOrder = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from blind_box_opens where box_id = ${box.id} group by order_id`,
    );
    expect(perOrder).toHaveLength(200);
    expect(perOrder.every((r) => r.n === 1)).toBe(true);
    expect((await t.call(blindBoxInfo, { id: box.id })).data.box).toMatchObject({ remaining: 0 });
  }, 120_000);
});

describe('blind box: the business', () => {
  it('only the business’s owner or admin saves; prizes and price are frozen after the first order', async () => {
    const box = await newBox();
    expect((await t.call(blindBoxSave, boxInput(), as(tok.checker))).code).toBe(ErrorCode.VALIDATION);
    expect((await t.call(blindBoxSave, boxInput(), { token: tok.checker, payload: { b_id: 1 } })).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    const renamed = await t.call(blindBoxSave, { ...boxInput({ title: '改名盲盒' }), id: box.id }, asOwner(tok));
    expect(renamed.data.title).toBe('改名盲盒');
    expect((await t.call(blindBoxBuy, { box_id: box.id, quantity: 1 }, as(tok.visitor))).code).toBe(0);
    const frozen = await t.call(blindBoxSave, { ...boxInput({ price: 990 }), id: box.id }, asOwner(tok));
    expect(frozen).toMatchObject({ code: ErrorCode.CONFLICT, message: '盲盒已有订单，奖品和价格不能修改' });
    const listedR = await t.call(blindBoxManageList, { b_id: 1 } as object, asOwner(tok));
    expect(listedR.code, listedR.message + JSON.stringify(listedR.data)).toBe(0);
    const listed = listedR.data.list;
    expect(listed.map((b) => b.id)).toContain(box.id);
  });
});

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, ErrorCode, orderInfo, webPay } from '@kc/shared';
import { approvedItem, demoTokens } from '../../test/fixtures.js';
import { testApp, type TestApp } from '../../test/test-app.js';

/** The hidden fields of a form (the web-payment form or the cashier's). */
const fieldsOf = (form: string) =>
  Object.fromEntries(
    [...form.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replaceAll('&amp;', '&')]),
  );

const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

/** The payer's choice on the cashier, sent with forged Host and X-Forwarded-* headers: the redirect's Location. */
const confirm = async (t: TestApp, fields: Record<string, string>, result: 'success' | 'fail') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/corder/v1/sandbox/confirm',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...FORGED },
    payload: new URLSearchParams({ ...fields, result }).toString(),
  });
  expect(res.statusCode).toBe(303);
  const location = String(res.headers.location);
  expect(location).not.toContain('evil.example');
  return location;
};

/** A cashier form the server signed, with any return_url (as if the web-payment call had let it through). */
const signedForm = (t: TestApp, returnUrl: string) =>
  fieldsOf(t.services.payments.sandbox.form({ orderSn: 'KC20250101000000ABCDEF01', amount: 100 }, returnUrl, '票'));

describe('sandbox payment: the return redirect never comes from request headers', () => {
  let t: TestApp;
  let tok: Awaited<ReturnType<typeof demoTokens>>;
  beforeAll(async () => {
    // the forwarded headers would count if they came from a trusted proxy: they still must not make the redirect
    t = await testApp({ security: { trustProxy: ['127.0.0.1'] } });
    tok = await demoTokens(t);
  });
  afterAll(() => t.close());

  it('pays and returns to a same-origin path of the app, whatever Host and X-Forwarded-Host say', async () => {
    const id = await approvedItem(t, tok, { sell_value: 300 });
    const o = (await t.call(createOrder, { type: 1, data: { item_id: id, quantity: 1 } }, { token: tok.visitor })).data;
    const form = await t.call(
      webPay,
      { order_sn: o.order_sn, return_url: `/my/order/result/${o.order_sn}` },
      { token: tok.visitor },
    );
    expect(form.code).toBe(0);
    const location = await confirm(t, fieldsOf(form.data.form), 'success');
    expect(location).toBe(`/static-kc2/my/order/result/${o.order_sn}?order_sn=${o.order_sn}&result=success`);
    expect((await t.call(orderInfo, { id: o.id }, { token: tok.visitor })).data.state).toBe('paid');
  });

  it('refuses a return_url that leaves the origin when the payment form is made', async () => {
    const id = await approvedItem(t, tok, { sell_value: 100 });
    const o = (await t.call(createOrder, { type: 1, data: { item_id: id, quantity: 1 } }, { token: tok.visitor })).data;
    for (const return_url of ['//evil.example/x', '/\\evil.example', '/\\/evil.example', '/my\r\nLocation: x']) {
      const r = await t.call(webPay, { order_sn: o.order_sn, return_url }, { token: tok.visitor });
      expect(r, return_url).toMatchObject({ code: ErrorCode.VALIDATION, message: '返回地址无效' });
    }
    // the contract's own rule: a path
    expect(
      (await t.call(webPay, { order_sn: o.order_sn, return_url: 'https://evil.example/' }, { token: tok.visitor }))
        .code,
    ).toBe(ErrorCode.VALIDATION);
    expect((await t.call(webPay, { order_sn: o.order_sn, return_url: '/my/order' }, { token: tok.visitor })).code).toBe(
      0,
    );
  });

  it('a signed form whose return_url is not a path of the app returns to the app home', async () => {
    const home = '/static-kc2/?order_sn=KC20250101000000ABCDEF01&result=fail';
    for (const returnUrl of ['//evil.example/x', '/\\evil.example', '/../../evil', '/%2e%2e/%2e%2e/evil', '']) {
      expect(await confirm(t, signedForm(t, returnUrl), 'fail'), returnUrl).toBe(home);
    }
    // a query and a fragment of the page are kept; order_sn and result are ours
    expect(await confirm(t, signedForm(t, '/my/order?tab=2&result=success#top'), 'fail')).toBe(
      '/static-kc2/my/order?tab=2&result=fail&order_sn=KC20250101000000ABCDEF01#top',
    );
  });
});

describe('sandbox payment: PUBLIC_ORIGIN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ security: { publicOrigin: 'https://h5.example.com' } }, { seed: false });
  });
  afterAll(() => t.close());

  it('returns under the configured origin, never the request’s', async () => {
    expect(await confirm(t, signedForm(t, '/my/order'), 'fail')).toBe(
      'https://h5.example.com/static-kc2/my/order?order_sn=KC20250101000000ABCDEF01&result=fail',
    );
    expect(await confirm(t, signedForm(t, '//evil.example'), 'fail')).toBe(
      'https://h5.example.com/static-kc2/?order_sn=KC20250101000000ABCDEF01&result=fail',
    );
  });
});

describe('sandbox cashier: a page the history can hold, named after the order’s item, with a way back', () => {
  let t: TestApp;
  let tok: Awaited<ReturnType<typeof demoTokens>>;
  beforeAll(async () => {
    t = await testApp();
    tok = await demoTokens(t);
  });
  afterAll(() => t.close());

  /** An unpaid order of the visitor for an item of this name, and its web-payment form's fields. */
  const orderToPay = async (name: string, goods_name?: string) => {
    const id = await approvedItem(t, tok, { name, sell_value: 800 });
    const o = (await t.call(createOrder, { type: 1, data: { item_id: id, quantity: 1 } }, { token: tok.visitor })).data;
    const q = {
      order_sn: o.order_sn,
      return_url: `/my/order/result/${o.order_sn}`,
      ...(goods_name ? { goods_name } : {}),
    };
    const r = await t.call(webPay, q, { token: tok.visitor });
    expect(r.code).toBe(0);
    return { o, fields: fieldsOf(r.data.form) };
  };
  const postCashier = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/corder/v1/sandbox/cashier',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('the form post answers 303 to the cashier by GET, which shows the item’s name, the amount and ‹ 返回订单', async () => {
    const { o, fields } = await orderToPay('山城车展早鸟票');
    expect(fields.goods_name).toBe('山城车展早鸟票');
    const posted = await postCashier(fields);
    expect(posted.statusCode).toBe(303);
    const location = String(posted.headers.location);
    expect(location).toMatch(/^\/corder\/v1\/sandbox\/cashier\?/);

    const page = await t.app.inject({ method: 'GET', url: location });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('山城车展早鸟票');
    expect(page.body).not.toContain('商品购买');
    expect(page.body).toContain('¥8.00');
    expect(page.body).toContain(
      `<a id="back" class="back" href="/static-kc2/my/order/result/${o.order_sn}?order_sn=${o.order_sn}&amp;result=cancel">`,
    );
    expect(page.body).toContain('返回订单');
    // its one inline script is allowed by its hash, nothing else runs
    const script = /<script>([\s\S]*)<\/script>/.exec(page.body)![1]!;
    const hash = createHash('sha256').update(script).digest('base64');
    expect(String(page.headers['content-security-policy'])).toContain(`script-src 'sha256-${hash}'`);
    expect(String(page.headers['content-security-policy'])).toContain("connect-src 'self'");
  });

  it('the caller’s goods_name is kept; a too long one is refused with a Chinese message', async () => {
    const { fields } = await orderToPay('票甲', '展会门票（团购）');
    expect(fields.goods_name).toBe('展会门票（团购）');
    const { o } = await orderToPay('票乙');
    const r = await t.call(
      webPay,
      { order_sn: o.order_sn, return_url: '/my/order', goods_name: '长'.repeat(61) },
      { token: tok.visitor },
    );
    expect(r.code).toBe(ErrorCode.VALIDATION);
    expect(r.message).toMatch(/[\u4e00-\u9fa5]/);
    // someone else's order cannot be paid
    const other = await t.call(webPay, { order_sn: o.order_sn, return_url: '/my/order' }, { token: tok.owner });
    expect(other.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('the cashier refuses fields it did not sign, by POST and by GET', async () => {
    const { fields } = await orderToPay('票丙');
    const forged = { ...fields, amount: '1' };
    const posted = await postCashier(forged);
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toBe('支付数据异常 - 402');
    const got = await t.app.inject({ method: 'GET', url: `/corder/v1/sandbox/cashier?${new URLSearchParams(forged)}` });
    expect(got.statusCode).toBe(400);
    expect(got.body).toBe('支付数据异常 - 402');
  });

  it('the cashier’s script is answered with the return address (it replaces the cashier with it)', async () => {
    const { o, fields } = await orderToPay('票丁');
    const res = await t.app.inject({
      method: 'POST',
      url: '/corder/v1/sandbox/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: new URLSearchParams({ ...fields, result: 'success' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      location: `/static-kc2/my/order/result/${o.order_sn}?order_sn=${o.order_sn}&result=success`,
    });
    expect((await t.call(orderInfo, { id: o.id }, { token: tok.visitor })).data.state).toBe('paid');
  });
});

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

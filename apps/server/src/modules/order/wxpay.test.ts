import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, ErrorCode, orderInfo, wxPay } from '@kc/shared';
import { ledgerCheck } from '../wallet/ledger.js';
import { testApp, type TestApp } from '../../test/test-app.js';
import { approvedItem, demoTokens } from '../../test/fixtures.js';

const pem = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

describe('WeChat Pay v3 (JSAPI): signed requests, paySign, verified and decrypted notifications', () => {
  const merchant = pem();
  const platform = pem();
  const apiV3Key = randomBytes(16).toString('hex');
  const requests: { url: string; auth: string; body: string }[] = [];
  let t: TestApp;
  let tok: Awaited<ReturnType<typeof demoTokens>>;

  /** The notification WeChat Pay would send for a transaction: encrypted with the APIv3 key, signed by the platform. */
  function notice(tx: object, opts: { key?: string; ts?: number } = {}) {
    const nonce = randomBytes(6).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
    cipher.setAAD(Buffer.from('transaction'));
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(tx)), cipher.final(), cipher.getAuthTag()]);
    const body = JSON.stringify({
      id: randomBytes(8).toString('hex'),
      event_type: 'TRANSACTION.SUCCESS',
      resource: {
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: ciphertext.toString('base64'),
        nonce,
        associated_data: 'transaction',
      },
    });
    const ts = String(opts.ts ?? Math.floor(Date.now() / 1000));
    const hNonce = randomBytes(8).toString('hex');
    const signature = createSign('RSA-SHA256')
      .update(`${ts}\n${hNonce}\n${body}\n`)
      .sign(opts.key ?? platform.privateKey, 'base64');
    return t.app.inject({
      method: 'POST',
      url: '/corder/v1/notify/wxpay',
      headers: {
        'content-type': 'application/json',
        'wechatpay-timestamp': ts,
        'wechatpay-nonce': hNonce,
        'wechatpay-signature': signature,
        'wechatpay-serial': 'PLATFORM1',
      },
      payload: body,
    });
  }

  beforeAll(async () => {
    const fakeWechatPay = (async (url: string | URL, init?: RequestInit) => {
      requests.push({
        url: String(url),
        auth: String((init?.headers as Record<string, string>).authorization),
        body: String(init?.body),
      });
      return new Response(JSON.stringify({ prepay_id: 'wx201410272009395522657a690389285100' }), { status: 200 });
    }) as typeof fetch;
    t = await testApp(
      {
        wx: { appId: 'wx1234567890abcdef', apiBase: 'http://wx.invalid' },
        pay: {
          provider: 'wxpay',
          orderTtl: 900,
          wx: {
            mchId: '1900000109',
            serial: 'MERCHANT1',
            privateKey: merchant.privateKey,
            apiV3Key,
            platformPublicKey: platform.publicKey,
            notifyUrl: 'https://shop.example/corder/v1/notify/wxpay',
            apiBase: 'https://api.mch.weixin.invalid',
          },
        },
      },
      { fetch: fakeWechatPay },
    );
    tok = await demoTokens(t);
  });
  afterAll(() => t.close());

  it('places a JSAPI order signed with the merchant key and returns a paySign the merchant public key verifies', async () => {
    const id = await approvedItem(t, tok, { sell_value: 8800 });
    const o = (await t.call(createOrder, { type: 1, data: { item_id: id, quantity: 1 } }, { token: tok.visitor })).data;
    const pay = await t.call(
      wxPay,
      { order_sn: o.order_sn, openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      { token: tok.visitor },
    );
    expect(pay.data).toMatchObject({
      appId: 'wx1234567890abcdef',
      signType: 'RSA',
      package: 'prepay_id=wx201410272009395522657a690389285100',
    });
    const d = pay.data;
    expect(
      createVerify('RSA-SHA256')
        .update(`${d.appId}\n${d.timeStamp}\n${d.nonceStr}\n${d.package}\n`)
        .verify(merchant.publicKey, d.paySign, 'base64'),
    ).toBe(true);
    const req = requests.at(-1)!;
    expect(req.url).toBe('https://api.mch.weixin.invalid/v3/pay/transactions/jsapi');
    expect(JSON.parse(req.body)).toMatchObject({
      out_trade_no: o.order_sn,
      amount: { total: 8800, currency: 'CNY' },
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    });
    const m = /signature="([^"]+)",timestamp="(\d+)"/.exec(req.auth)!;
    const n = /nonce_str="([^"]+)"/.exec(req.auth)!;
    expect(req.auth).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="1900000109",/);
    expect(
      createVerify('RSA-SHA256')
        .update(`POST\n/v3/pay/transactions/jsapi\n${m[2]}\n${n[1]}\n${req.body}\n`)
        .verify(merchant.publicKey, m[1]!, 'base64'),
    ).toBe(true);
    // another user's order is not theirs to pay
    expect((await t.call(wxPay, { order_sn: o.order_sn, openid: 'x' }, { token: tok.owner })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('a verified notification pays once however often it comes; a forged or stale one changes nothing', async () => {
    const id = await approvedItem(t, tok, { sell_value: 5000, per_user_limit: 2 });
    const o = (await t.call(createOrder, { type: 1, data: { item_id: id, quantity: 1 } }, { token: tok.visitor })).data;
    const tx = {
      out_trade_no: o.order_sn,
      transaction_id: '4200000000202611220000000001',
      trade_state: 'SUCCESS',
      amount: { total: 5000, payer_total: 5000 },
    };
    expect((await notice(tx, { key: merchant.privateKey })).statusCode).toBe(400);
    expect((await notice(tx, { ts: Math.floor(Date.now() / 1000) - 600 })).statusCode).toBe(400);
    expect((await notice({ ...tx, amount: { total: 1 } })).statusCode).toBe(400);
    expect((await t.call(orderInfo, { id: o.id }, { token: tok.visitor })).data.state).toBe('unpaid');
    const answers = await Promise.all(Array.from({ length: 20 }, () => notice(tx)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const paid = (await t.call(orderInfo, { id: o.id }, { token: tok.visitor })).data;
    expect(paid).toMatchObject({ state: 'paid', pay_method: 'wxpay' });
    expect(paid.holdings).toHaveLength(1);
    expect(await ledgerCheck(t.database.db)).toEqual([]);
  });
});

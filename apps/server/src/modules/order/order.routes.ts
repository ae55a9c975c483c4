import {
  cancelOrder,
  createOrder,
  orderInfo,
  orderList,
  refundOrder,
  saleList,
  webPay,
  wxPay,
  DEFAULT_GOODS_NAME,
  ErrorCode,
} from '@kc/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toSecs } from '../../lib/time.js';
import { me } from '../../plugins/app/contract.js';
import { AppError } from '../../plugins/app/errors.js';
import type { Module } from '../module.js';

/** A path of this origin: one `/`, not followed by `/` or `\` (`//host`, `/\host` leave it); no control characters. */
const sameOriginPath = (p: string) =>
  /^\/(?![/\\])/.test(p) && [...p].every((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f);

/** What the payer is shown as the goods: the caller's name for it, else the order's item (else 商品购买). */
const goodsName = (given: string | undefined, o: { itemName: string }) => given || o.itemName || DEFAULT_GOODS_NAME;

/** Orders (contract calls), and the provider-facing pages and notifications (their own formats, not envelopes). */
export const orderModule: Module = ({ app, register, config, services: { orders, payments, clock } }) => {
  register(saleList, (q) => orders.saleList(q));
  register(
    createOrder,
    async (q, ctx) => {
      await orders.direct(q.data.item_id);
      return orders.create(me(ctx), q.data);
    },
    { session: 'in-statement' },
  );
  register(orderList, (q, ctx) => orders.list(me(ctx), q), { session: 'in-statement' });
  register(orderInfo, (q, ctx) => orders.info(me(ctx).uid, q));
  register(cancelOrder, (q, ctx) => orders.cancel(me(ctx).uid, q));
  register(refundOrder, (q, ctx) =>
    orders.refund(me(ctx).uid, q, async (o, amount) => {
      if (o.payMethod === 'wxpay') await payments.wxpay.refund(o, amount);
      // the sandbox pays back at once
    }),
  );
  register(webPay, async (q, ctx) => {
    const o = await orders.payable(me(ctx).uid, q.order_sn);
    if (!sameOriginPath(q.return_url)) throw new AppError(ErrorCode.VALIDATION, '返回地址无效');
    if (config.pay.provider !== 'sandbox') throw new AppError(ErrorCode.NOT_CONFIGURED, '网页支付未配置');
    return { form: payments.sandbox.form(o, q.return_url, goodsName(q.goods_name, o)) };
  });
  register(wxPay, async (q, ctx) => {
    const o = await orders.payable(me(ctx).uid, q.order_sn);
    return payments.wxpay.jsapi(o, q.openid, goodsName(q.goods_name, o));
  });

  const form = (req: FastifyRequest) => (req.body ?? req.query ?? {}) as Record<string, string>;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  // the cashier page's own policy (replacing the app's): its inline style sheet and button colours, its one script
  // (by hash) that sends the choice to this server, its two forms post here and the confirmation returns to the app
  // (PUBLIC_ORIGIN when configured)
  const cashierCsp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `script-src '${payments.sandbox.scriptHash}'`,
    "connect-src 'self'",
    `form-action 'self'${config.security.publicOrigin ? ` ${config.security.publicOrigin}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  const refuse = (reply: FastifyReply) => reply.code(400).type('text/plain; charset=utf-8').send('支付数据异常 - 402');

  /**
   * Where the payer goes back to: the app's page of `return_url` (a path of the app), under PUBLIC_ORIGIN when it is
   * configured, else a same-origin path (a relative Location). Never built from the request's Host or
   * X-Forwarded-* headers, and a return_url that is not a plain path (`//host`, `/\host`, control characters)
   * falls back to the app's home, so the redirect cannot leave the origin.
   */
  const returnAddress = (returnUrl: string | undefined, params: Record<string, string>) => {
    const base = `/static-${config.product}2`;
    const placeholder = 'http://app.invalid';
    let target = new URL(`${base}/`, placeholder);
    if (returnUrl && sameOriginPath(returnUrl)) {
      const u = new URL(`${base}${returnUrl}`, placeholder);
      if (u.origin === placeholder && u.pathname.startsWith(`${base}/`)) target = u;
    }
    for (const [k, v] of Object.entries(params)) target.searchParams.set(k, v);
    const path = `${target.pathname}${target.search}${target.hash}`;
    return config.security.publicOrigin ? `${config.security.publicOrigin}${path}` : path;
  };

  // the payment form posts here: the answer is a 303 to the same cashier by GET, so the history holds a page that
  // can be shown again (back, reload) instead of a form post the browser would ask to resubmit
  app.post('/corder/v1/sandbox/cashier', async (req, reply) => {
    const f = form(req);
    if (!payments.sandbox.genuine(f)) return refuse(reply);
    return reply
      .header('cache-control', 'no-store')
      .redirect(`/corder/v1/sandbox/cashier?${new URLSearchParams(f)}`, 303);
  });
  app.get('/corder/v1/sandbox/cashier', async (req, reply) => {
    const f = form(req);
    if (!payments.sandbox.genuine(f)) return refuse(reply);
    // ‹ 返回订单 without script: the return page, told the payer left the cashier (result=cancel)
    const back = returnAddress(f.return_url, { order_sn: f.order_sn ?? '', result: 'cancel' });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', cashierCsp)
      .send(payments.sandbox.cashierPage(f, back));
  });

  // the payer's choice: success sends the signed notice to the notify endpoint (as a provider would), then returns —
  // a 303 to the return page, or (the cashier's script, Accept: application/json) that address to replace the page with
  app.post('/corder/v1/sandbox/confirm', async (req, reply) => {
    const f = form(req);
    if (!payments.sandbox.genuine(f)) return refuse(reply);
    let result = 'fail';
    if (f.result === 'success') {
      const n = payments.sandbox.notice(f.order_sn!, Number(f.amount));
      const res = await app.inject({
        method: 'POST',
        url: '/corder/v1/notify/sandbox',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': n.signature },
        payload: n.body,
      });
      result = res.statusCode === 200 ? 'success' : 'fail';
    }
    const location = returnAddress(f.return_url, { order_sn: f.order_sn ?? '', result });
    if (String(req.headers.accept ?? '').includes('application/json'))
      return reply.header('cache-control', 'no-store').send({ location });
    return reply.redirect(location, 303);
  });

  // notifications need the raw body (signatures): their own JSON parser, in their own scope
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    const answer = async (reply: FastifyReply, notice: () => Parameters<typeof orders.paid>[0]) => {
      try {
        const r = await orders.paid(notice());
        return r.ok ? { code: 'SUCCESS', message: '成功' } : reply.code(400).send({ code: 'FAIL', message: r.outcome });
      } catch (e) {
        scope.log.warn({ err: e }, 'payment notice refused');
        return reply.code(400).send({ code: 'FAIL', message: e instanceof AppError ? e.message : '处理失败' });
      }
    };
    scope.post('/corder/v1/notify/sandbox', (req, reply) =>
      answer(reply, () =>
        payments.sandbox.verifyNotice(String(req.body), req.headers['x-sandbox-signature'] as string | undefined),
      ),
    );
    scope.post('/corder/v1/notify/wxpay', (req, reply) =>
      answer(reply, () => payments.wxpay.verifyNotice(req.headers, String(req.body), toSecs(clock.now()))),
    );
  });
};

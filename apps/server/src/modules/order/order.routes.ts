import {
  cancelOrder,
  createOrder,
  orderInfo,
  orderList,
  refundOrder,
  saleList,
  webPay,
  wxPay,
  ErrorCode,
} from '@kc/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { me } from '../../plugins/app/contract.js';
import { AppError } from '../../plugins/app/errors.js';
import type { Module } from '../module.js';

/** Orders (contract calls), and the provider-facing pages and notifications (their own formats, not envelopes). */
export const orderModule: Module = ({ app, register, config, services: { orders, payments, clock } }) => {
  register(saleList, (q) => orders.saleList(q));
  register(createOrder, (q, ctx) => orders.create(me(ctx), q.data), { session: 'in-statement' });
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
    if (config.pay.provider !== 'sandbox') throw new AppError(ErrorCode.NOT_CONFIGURED, '网页支付未配置');
    return { form: payments.sandbox.form(o, q.return_url, q.goods_name) };
  });
  register(wxPay, async (q, ctx) => {
    const o = await orders.payable(me(ctx).uid, q.order_sn);
    return payments.wxpay.jsapi(o, q.openid, q.goods_name);
  });

  const form = (req: FastifyRequest) => (req.body ?? req.query ?? {}) as Record<string, string>;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const cashier = async (req: FastifyRequest, reply: FastifyReply) => {
    const f = form(req);
    if (!payments.sandbox.genuine(f))
      return reply.code(400).type('text/plain; charset=utf-8').send('支付数据异常 - 402');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(payments.sandbox.cashierPage(f));
  };
  app.get('/corder/v1/sandbox/cashier', cashier);
  app.post('/corder/v1/sandbox/cashier', cashier);

  // the payer's choice: success sends the signed notice to the notify endpoint (as a provider would), then returns
  app.post('/corder/v1/sandbox/confirm', async (req, reply) => {
    const f = form(req);
    if (!payments.sandbox.genuine(f))
      return reply.code(400).type('text/plain; charset=utf-8').send('支付数据异常 - 402');
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
    const back = new URL(`${req.protocol}://${req.host}/static-${config.product}2${f.return_url}`);
    back.searchParams.set('order_sn', f.order_sn ?? '');
    back.searchParams.set('result', result);
    return reply.redirect(back.toString(), 303);
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
      answer(reply, () =>
        payments.wxpay.verifyNotice(req.headers, String(req.body), Math.floor(clock.now().getTime() / 1000)),
      ),
    );
  });
};

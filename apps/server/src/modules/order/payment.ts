import {
  createDecipheriv,
  createHash,
  createHmac,
  createSign,
  createVerify,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { ErrorCode } from '@kc/shared';
import type { Config } from '../../config/config.js';
import { toSecs } from '../../lib/time.js';
import { AppError } from '../../plugins/app/errors.js';
import type { PaidNotice } from './order.service.js';

interface Payable {
  orderSn: string;
  amount: number;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');
const yuan = (fen: number) => (fen / 100).toFixed(2);

const CASHIER_STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f5f6f8;color:#222}
.bar{position:sticky;top:0;display:flex;align-items:center;justify-content:center;height:45px;background:#fff;border-bottom:1px solid #eee}
.bar h1{font-size:17px;margin:0;font-weight:600}.back{position:absolute;left:0;top:0;bottom:0;display:flex;align-items:center;gap:2px;padding:0 12px;color:#1a5fd6;font-size:15px;text-decoration:none}
.back span{font-size:24px;line-height:1}main{padding:20px}
.card{background:#fff;border-radius:12px;padding:20px;margin-bottom:20px}.goods{margin:0;text-align:center;font-size:16px;font-weight:600;word-break:break-all}
.amount{font-size:36px;font-weight:700;text-align:center;margin:8px 0 16px}
.row{display:flex;justify-content:space-between;font-size:14px;color:#666;margin:8px 0;gap:12px}.row span:last-child{color:#222;word-break:break-all;text-align:right}
button{width:100%;border:0;border-radius:8px;color:#fff;font-size:17px;padding:14px;margin-bottom:12px}button:disabled{opacity:.6}
.status{min-height:20px;margin:0 0 8px;color:#c62828;font-size:14px;text-align:center}.tip{font-size:12px;color:#666;text-align:center}`;

/**
 * The cashier's one script (allowed by its hash): the choice is sent with fetch and the page is replaced by the
 * return page (the cashier leaves the history); ‹ 返回订单 goes back when there is a page to go back to.
 */
const CASHIER_SCRIPT = `(function(){var busy=false,status=document.getElementById('status');
var buttons=function(off){document.querySelectorAll('button').forEach(function(b){b.disabled=off})};
document.querySelectorAll('form[data-choice]').forEach(function(f){f.addEventListener('submit',function(e){e.preventDefault();if(busy)return;busy=true;buttons(true);status.textContent='';
fetch(f.action,{method:'POST',credentials:'same-origin',headers:{'content-type':'application/x-www-form-urlencoded',accept:'application/json'},body:new URLSearchParams(new FormData(f)).toString()})
.then(function(r){return r.ok?r.json():Promise.reject(r)}).then(function(j){location.replace(j.location)})
.catch(function(){busy=false;buttons(false);status.textContent='网络异常，请重试'})})});
document.getElementById('back').addEventListener('click',function(e){if(history.length>1){e.preventDefault();history.back()}})})();`;
const CASHIER_SCRIPT_HASH = `sha256-${createHash('sha256').update(CASHIER_SCRIPT).digest('base64')}`;

/**
 * The embedded payment provider (default; tests and demos): a cashier page served by this server where the payer
 * confirms or fails, then the same kind of signed notification a real provider sends, then the return address.
 */
export function sandboxPayment(secret: string) {
  const key = createHmac('sha256', secret).update('sandbox-pay/v1').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('hex');
  const fieldsMac = (f: Record<string, string>) =>
    mac(
      Object.keys(f)
        .filter((k) => k !== 'sign' && k !== 'result')
        .sort()
        .map((k) => `${k}=${f[k]}`)
        .join('&'),
    );
  const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  return {
    /** the CSP source of the cashier's one script */
    scriptHash: CASHIER_SCRIPT_HASH,
    /** data.form of the web-payment call: an HTML form that opens the cashier. */
    form(order: Payable, returnUrl: string, goodsName: string): string {
      const f = { order_sn: order.orderSn, amount: String(order.amount), goods_name: goodsName, return_url: returnUrl };
      return `<form action="/corder/v1/sandbox/cashier" method="POST">${hidden({ ...f, sign: fieldsMac(f) })}</form>`;
    },
    /** The cashier's fields are ours (signed when the form was made). */
    genuine: (f: Record<string, string>) => typeof f.sign === 'string' && same(f.sign, fieldsMac(f)),
    /**
     * The cashier: the goods (the order's item), the amount and the order number, 确认支付 / 支付失败, and a back bar
     * (‹ 返回订单: back to the page that opened it; without script, `backUrl`). Its script sends the choice and
     * replaces the cashier with the return page (location.replace), so back from the result leads to the order and
     * never into the cashier's form; without script the forms post and the answer is a 303 redirect.
     */
    cashierPage(f: Record<string, string>, backUrl: string): string {
      const keep = hidden({ ...f });
      const button = (result: string, label: string, color: string) =>
        `<form method="POST" action="/corder/v1/sandbox/confirm" data-choice>${keep}<input type="hidden" name="result" value="${result}"><button style="background:${color}">${label}</button></form>`;
      return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>沙箱收银台</title>
<style>${CASHIER_STYLE}</style></head>
<body><header class="bar"><a id="back" class="back" href="${esc(backUrl)}"><span aria-hidden="true">‹</span> 返回订单</a><h1>沙箱收银台</h1></header>
<main><div class="card"><p class="goods">${esc(f.goods_name ?? '')}</p><div class="amount">¥${yuan(Number(f.amount))}</div>
<div class="row"><span>订单号</span><span>${esc(f.order_sn ?? '')}</span></div></div>
${button('success', '确认支付', '#067d46')}${button('fail', '支付失败', '#d93636')}
<p id="status" class="status" role="status" aria-live="polite"></p>
<p class="tip">这是演示用的沙箱支付，不会产生真实扣款。</p></main><script>${CASHIER_SCRIPT}</script></body></html>`;
    },
    /** The notification the sandbox sends to our own notify endpoint (body and its signature header). */
    notice(orderSn: string, amount: number) {
      const body = JSON.stringify({
        order_sn: orderSn,
        txn: `SBX${randomBytes(8).toString('hex')}`,
        amount,
        status: 'SUCCESS',
      });
      return { body, signature: mac(body) };
    },
    verifyNotice(rawBody: string, signature: string | undefined): PaidNotice {
      if (!signature || !same(signature, mac(rawBody))) throw new AppError(ErrorCode.FORBIDDEN, '签名错误');
      const b = JSON.parse(rawBody) as { order_sn: string; txn: string; amount: number; status: string };
      if (b.status !== 'SUCCESS') throw new AppError(ErrorCode.CONFLICT, '未支付');
      return { provider: 'sandbox', orderSn: b.order_sn, txn: b.txn, amount: b.amount };
    },
  };
}
export type SandboxPayment = ReturnType<typeof sandboxPayment>;

/**
 * WeChat Pay API v3 (JSAPI): requests signed with the merchant key (RSA-SHA256), the page's paySign over
 * appId\ntimeStamp\nnonceStr\npackage\n, notifications verified with the platform key and decrypted with the APIv3 key.
 */
export function wxpayPayment(cfg: Config['pay']['wx'], appId: string | undefined, fetchImpl: typeof fetch) {
  const ready = () => {
    if (!cfg.mchId || !cfg.serial || !cfg.privateKey || !cfg.apiV3Key || !cfg.platformPublicKey || !appId)
      throw new AppError(ErrorCode.NOT_CONFIGURED, '微信支付未配置');
    return { ...cfg, appId } as Required<Config['pay']['wx']> & { appId: string };
  };
  const rsa = (key: string, text: string) => createSign('RSA-SHA256').update(text).sign(key, 'base64');
  const nonce = () => randomBytes(16).toString('hex');

  async function call(method: 'POST', path: string, payload: object) {
    const c = ready();
    const body = JSON.stringify(payload);
    const ts = String(toSecs(new Date()));
    const n = nonce();
    const signature = rsa(c.privateKey, `${method}\n${path}\n${ts}\n${n}\n${body}\n`);
    const res = await fetchImpl(`${c.apiBase}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `WECHATPAY2-SHA256-RSA2048 mchid="${c.mchId}",nonce_str="${n}",signature="${signature}",timestamp="${ts}",serial_no="${c.serial}"`,
      },
      body,
    }).catch(() => null);
    const json = res ? ((await res.json().catch(() => ({}))) as Record<string, unknown>) : {};
    if (!res?.ok) throw new AppError(ErrorCode.UPSTREAM_FAILED, (json.message as string) || '支付数据异常');
    return json;
  }

  return {
    async jsapi(order: Payable, openid: string, goodsName: string) {
      const c = ready();
      const r = await call('POST', '/v3/pay/transactions/jsapi', {
        appid: c.appId,
        mchid: c.mchId,
        description: goodsName,
        out_trade_no: order.orderSn,
        notify_url: c.notifyUrl ?? '',
        amount: { total: order.amount, currency: 'CNY' },
        payer: { openid },
      });
      const prepay = r.prepay_id as string | undefined;
      if (!prepay) throw new AppError(ErrorCode.UPSTREAM_FAILED, '支付数据异常');
      const timeStamp = String(toSecs(new Date()));
      const nonceStr = nonce();
      const pkg = `prepay_id=${prepay}`;
      return {
        appId: c.appId,
        timeStamp,
        nonceStr,
        package: pkg,
        signType: 'RSA',
        paySign: rsa(c.privateKey, `${c.appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`),
      };
    },

    /** A notification's signature (platform key, 5-minute window) and its decrypted transaction. */
    verifyNotice(
      headers: Record<string, string | string[] | undefined>,
      rawBody: string,
      nowSeconds: number,
    ): PaidNotice {
      const c = ready();
      const h = (k: string) => String(headers[k] ?? '');
      const ts = h('wechatpay-timestamp');
      const ok =
        Math.abs(nowSeconds - Number(ts)) <= 300 &&
        createVerify('RSA-SHA256')
          .update(`${ts}\n${h('wechatpay-nonce')}\n${rawBody}\n`)
          .verify(c.platformPublicKey, h('wechatpay-signature'), 'base64');
      if (!ok) throw new AppError(ErrorCode.FORBIDDEN, '签名错误');
      const { resource } = JSON.parse(rawBody) as {
        resource: { ciphertext: string; nonce: string; associated_data?: string };
      };
      const data = Buffer.from(resource.ciphertext, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', Buffer.from(c.apiV3Key), Buffer.from(resource.nonce));
      decipher.setAuthTag(data.subarray(data.length - 16));
      decipher.setAAD(Buffer.from(resource.associated_data ?? ''));
      const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString();
      const t = JSON.parse(plain) as {
        out_trade_no: string;
        transaction_id: string;
        trade_state: string;
        amount: { total: number };
      };
      if (t.trade_state !== 'SUCCESS') throw new AppError(ErrorCode.CONFLICT, '未支付');
      return { provider: 'wxpay', orderSn: t.out_trade_no, txn: t.transaction_id, amount: t.amount.total };
    },

    async refund(order: Payable, amount: number) {
      await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: order.orderSn,
        out_refund_no: `R${order.orderSn}${randomBytes(3).toString('hex')}`,
        amount: { refund: amount, total: order.amount, currency: 'CNY' },
      });
    },
  };
}
export type WxpayPayment = ReturnType<typeof wxpayPayment>;

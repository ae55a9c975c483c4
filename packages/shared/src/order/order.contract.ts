import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { idField, INT32_MAX } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';
import { holdingCardSchema } from '../holding/holding.schemas.js';

/** Stored order states; `orderlist` filters by them ('all' for every one). */
export const ORDER_STATES = ['unpaid', 'paid', 'cancelled', 'refunding', 'refunded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  unpaid: '待支付',
  paid: '已支付',
  cancelled: '已取消',
  refunding: '退款中',
  refunded: '已退款',
};
export const ORDER_FILTERS = ['all', ...ORDER_STATES] as const;

/**
 * What the buyer may do with an order now, decided by the server (apps/server/src/modules/order/order-actions.ts):
 * pay and cancel an unpaid order before it expires, refund a paid one with unused tickets. Pages read these.
 */
export const ORDER_ACTIONS = ['pay', 'cancel', 'refund'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** A paid ticket on sale (the buy screens): price in fen, stock left, the caller's limit. */
export const saleItemSchema = lazySchema(() =>
  z.object({
    item_id: z.number().int(),
    name: z.string(),
    product_type: z.number().int(),
    project_id: z.number().int().nullable(),
    project_name: z.string(),
    business_name: z.string(),
    date_string: z.string(),
    sell_value: z.number().int(),
    par_value: z.number().int(),
    style_icon: z.string(),
    style_color: z.string(),
    rule_content: z.string(),
    remaining: z.number().int(),
    per_user_limit: z.number().int(),
    /** 1 pay first then fill in the form, 2 fill in the form first then pay */
    payment_order: z.number().int(),
    form_id: z.number().int().nullable(),
  }),
);
export type SaleItem = z.infer<typeof saleItemSchema>;

export const saleList = defineCall({
  path: '/corder/v1/order/salelist',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary: 'Paid items on sale now (approved, in their issuing window), by project or type; sold-out ones last',
  query: () =>
    z.strictObject({
      project_id: idField().optional(),
      product_type: z.number().int().min(1).max(3).optional(),
      item_id: idField().optional(),
      ...pagingQuery,
    }),
  data: () => listOf(saleItemSchema),
});

export const orderSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    order_sn: z.string(),
    state: z.enum(ORDER_STATES),
    state_label: z.string(),
    item_id: z.number().int(),
    item_name: z.string(),
    product_type: z.number().int(),
    project_name: z.string(),
    business_name: z.string(),
    quantity: z.number().int(),
    unit_price: z.number().int(),
    /** fen */
    amount: z.number().int(),
    refunded_quantity: z.number().int(),
    refunded_amount: z.number().int(),
    /** sandbox | wxpay | webpay, once paid */
    pay_method: z.string(),
    holder_name: z.string(),
    create_time: z.number().int(),
    /** unpaid: when it expires and its stock returns */
    expire_time: z.number().int(),
    pay_time: z.number().int().nullable(),
    /** paid: the items it issued (the caller's own cards) */
    holdings: z.array(holdingCardSchema),
    /** quantity still refundable (issued and never used) */
    refundable: z.number().int(),
    refunds: z.array(
      z.object({
        id: z.number().int(),
        quantity: z.number().int(),
        amount: z.number().int(),
        to: z.enum(['original', 'balance']),
        reason: z.string(),
        state: z.enum(['refunding', 'refunded']),
        create_time: z.number().int(),
      }),
    ),
    /** pay first then fill in the form: the form to fill after paying */
    form_id: z.number().int().nullable(),
    payment_order: z.number().int(),
    /** the actions the order allows its buyer now */
    actions: z.array(z.enum(ORDER_ACTIONS)),
  }),
);
export type Order = z.infer<typeof orderSchema>;

export const createOrder = defineCall({
  path: '/corder/v1/order/createorder',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Reserve stock and create an unpaid order (type 1: an item on sale; data: item, quantity, holder) that expires unless paid',
  query: () =>
    z.strictObject({
      type: z.literal(1, { error: '不支持的订单类型' }),
      data: z.strictObject({
        item_id: idField(),
        quantity: z.number({ error: '请选择数量' }).int().min(1, '至少购买1张').max(20, '一次最多购买20张'),
        recipient_id: idField().nullable().default(null),
        spm: z.string().trim().max(64).default(''),
      }),
    }),
  data: () =>
    z.object({
      id: z.number().int(),
      order_sn: z.string(),
      expire_time: z.number().int(),
      amount: z.number().int(),
    }),
});

export const orderList = defineCall({
  path: '/corder/v1/order/orderlist',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'The caller’s orders, newest first, filtered by state',
  query: () => z.strictObject({ filters: z.enum(ORDER_FILTERS).default('all'), ...pagingQuery }),
  data: () => listOf(orderSchema),
});

export const orderInfo = defineCall({
  path: '/corder/v1/order/orderinfo',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'One of the caller’s orders by id or order_sn (the result page asks the server, never the payment page)',
  query: () =>
    z
      .strictObject({ id: idField().optional(), order_sn: z.string().trim().max(40).optional() })
      .refine((q) => q.id !== undefined || !!q.order_sn, '缺少订单号'),
  data: () => orderSchema,
});

export const cancelOrder = defineCall({
  path: '/corder/v1/order/cancelorder',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'Cancel one of the caller’s unpaid orders; its stock returns',
  query: () => z.strictObject({ id: idField() }),
  data: () => orderSchema,
});

export const refundOrder = defineCall({
  path: '/corder/v1/order/refund',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary:
    'Refund unused items of a paid order (all, or a quantity): their codes are voided, stock returns, money goes back to the original method or the balance',
  query: () =>
    z.strictObject({
      id: idField(),
      quantity: z.number().int().min(1, '至少退1张').max(INT32_MAX).optional(),
      reason: z.string().trim().min(1, '请填写退款原因').max(200, '退款原因最多200个字'),
      to: z.enum(['original', 'balance'], { error: '请选择退款方式' }).default('original'),
    }),
  data: () => orderSchema,
});

// ---- payment ----

export const webPay = defineCall({
  path: '/corder/v1/webpay/placeanorder',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary:
    'Web payment of an unpaid order: data.form is the provider’s HTML form the page submits; the payer returns to return_url',
  query: () =>
    z.strictObject({
      order_sn: z.string().trim().min(1, '缺少订单号').max(40),
      return_url: z.string().trim().max(1024).regex(/^\//, '返回地址无效'),
      /** what the payer is shown as the goods; the order's item name when absent */
      goods_name: z.string().trim().max(60).optional(),
    }),
  data: () => z.object({ form: z.string() }),
});

export const wxPay = defineCall({
  path: '/corder/v1/wxpay/placeanorder',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary:
    'Messaging-app (JSAPI) payment of an unpaid order for the payer’s openid: the fields for getBrandWCPayRequest, signed per WeChat Pay v3',
  query: () =>
    z.strictObject({
      order_sn: z.string().trim().min(1, '缺少订单号').max(40),
      openid: z.string().trim().min(1, '缺少openid').max(128),
      /** what the payer is shown as the goods; the order's item name when absent */
      goods_name: z.string().trim().max(60).optional(),
    }),
  data: () =>
    z.object({
      appId: z.string(),
      timeStamp: z.string(),
      nonceStr: z.string(),
      package: z.string(),
      signType: z.string(),
      paySign: z.string(),
    }),
});

import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { CallDef, HoldingCard, Order, Recipient, SaleItem } from '@kc/shared';
import { api } from '../../lib/http';
import { renderAt as renderRoutesAt } from '../../test/render-at';
import type { Platform } from '../../lib/platform';

/** A paid item on sale as the server answers it (tests only). */
export const saleItemOf = (over: Partial<SaleItem> = {}): SaleItem => ({
  item_id: 5,
  name: '普通票',
  product_type: 1,
  project_id: 3,
  project_name: '2026 山城国际车展',
  business_name: '示例车展运营公司',
  date_string: '2026.05.01 - 2026.05.07',
  sell_value: 8000,
  par_value: 0,
  style_icon: '',
  style_color: '#2f6bff',
  rule_content: '凭码入场',
  remaining: 100,
  per_user_limit: 5,
  payment_order: 1,
  form_id: null,
  ...over,
});

export const holdingOf = (over: Partial<HoldingCard> = {}): HoldingCard => ({
  holding_id: 21,
  ticket_id: 5,
  ticket_name: '普通票',
  product_type: 1,
  is_cert: false,
  project_name: '2026 山城国际车展',
  business_id: 1,
  business_name: '示例车展运营公司',
  date_string: '2026.05.01 - 2026.05.07',
  ticket_par_value: 0,
  ticket_sell_value: 8000,
  ticket_style_icon: '',
  ticket_style_color: '',
  ticket_rule_content: '凭码入场',
  ticket_validity_start: null,
  ticket_validity_end: null,
  state: 'valid',
  state_label: '可使用',
  write_off_mode: 1,
  limit_type: 1,
  limit_num: 1,
  used: 0,
  remaining: 1,
  last_used_time: null,
  holder_name: '',
  holder_mobile: '',
  cert_sn: '',
  registered: false,
  create_time: 1767225600,
  ...over,
});

const now = () => Math.floor(Date.now() / 1000);

/** The actions the server gives an order of this state (order-actions.ts on the server). */
const actionsOf = (o: Omit<Order, 'actions'>): Order['actions'] => {
  if (o.state === 'unpaid') return o.expire_time > now() ? ['pay', 'cancel'] : [];
  return o.state === 'paid' && o.refundable > 0 ? ['refund'] : [];
};

export const orderOf = (over: Partial<Order> = {}): Order => {
  const o = { ...baseOrder(), ...over };
  return { ...o, actions: over.actions ?? actionsOf(o) };
};

const baseOrder = (): Omit<Order, 'actions'> => ({
  id: 7,
  order_sn: 'KC202601010001',
  state: 'unpaid',
  state_label: '待支付',
  item_id: 5,
  item_name: '普通票',
  product_type: 1,
  project_name: '2026 山城国际车展',
  business_name: '示例车展运营公司',
  quantity: 2,
  unit_price: 8000,
  amount: 16000,
  refunded_quantity: 0,
  refunded_amount: 0,
  pay_method: '',
  holder_name: '',
  create_time: now() - 60,
  expire_time: now() + 840,
  pay_time: null,
  holdings: [],
  refundable: 0,
  refunds: [],
  form_id: null,
  payment_order: 1,
});

export const paidOrderOf = (over: Partial<Order> = {}): Order =>
  orderOf({
    state: 'paid',
    state_label: '已支付',
    pay_method: 'sandbox',
    pay_time: now() - 30,
    holdings: [holdingOf({ holding_id: 21 }), holdingOf({ holding_id: 22 })],
    refundable: 2,
    ...over,
  });

export const recipientOf = (over: Partial<Recipient> = {}): Recipient => ({
  id: 1,
  name: '张三',
  mobile: '138****0001',
  id_number: '',
  is_self: true,
  ...over,
});

export const listOf = <T,>(list: T[]) => ({ list, count: list.length, page_size: 10 });

/** api.call answered per call definition (pairs of a call and its answer); anything else rejects. */
export const answer = (pairs: [unknown, (query: unknown) => unknown][]) =>
  vi.mocked(api.call).mockImplementation(((def: CallDef, query: unknown) => {
    const h = pairs.find(([d]) => d === def)?.[1];
    if (!h) return Promise.reject(new Error(`unexpected ${def.path}`));
    try {
      return Promise.resolve(h(query));
    } catch (e) {
      return Promise.reject(e as Error);
    }
  }) as never);

/** The queries sent with one call definition. */
export const callsOf = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q);

/** A platform double: env and a scripted pay. */
export const fakePlatform = (env: Platform['env'], pay: Platform['pay']): Platform =>
  ({ env, client: 'web', pay }) as unknown as Platform;

/** Renders routes in a memory router at `url` after `/start`; anything else shows 其他页面. */
export const renderAt = (url: string, routes: { path: string; element: ReactNode }[]) =>
  renderRoutesAt(url, routes).router;

import { formatDate, formatYuan, ORDER_STATE_LABELS, type OrderState } from '@kc/shared';

export type OrderFilter = 'all' | OrderState;

/** The tabs of /my/order/list, in order; the key is the `filters` value and the ?tab= of the URL. */
export const ORDER_TABS: { key: OrderFilter; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'unpaid', label: ORDER_STATE_LABELS.unpaid },
  { key: 'paid', label: ORDER_STATE_LABELS.paid },
  { key: 'refunding', label: ORDER_STATE_LABELS.refunding },
  { key: 'refunded', label: ORDER_STATE_LABELS.refunded },
  { key: 'cancelled', label: ORDER_STATE_LABELS.cancelled },
];

/** The ?tab= of the order list, or 'all' for anything unknown. */
export const filterOf = (v: string | null): OrderFilter => ORDER_TABS.find((t) => t.key === v)?.key ?? 'all';

/** The state tag colour of an order. */
export const orderStateColor = (state: OrderState): 'warning' | 'success' | 'primary' | 'default' => {
  switch (state) {
    case 'unpaid':
      return 'warning';
    case 'paid':
      return 'success';
    case 'refunding':
      return 'primary';
    case 'refunded':
    case 'cancelled':
      return 'default';
  }
};

/** fen → "¥80.00" */
export const yuan = (fen: number): string => `¥${formatYuan(fen)}`;

/** A time of the order screens (y.m.d h:i), or '-' when unset. */
export const orderTime = (ts: number | null | undefined): string => (ts ? formatDate(ts, 'y.m.d h:i') : '-');

/** Seconds left as mm:ss (or h:mm:ss past an hour). */
export const clock = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
};

export const REFUND_TO_LABELS = { original: '原路退回', balance: '退回余额' } as const;
export const REFUND_STATE_LABELS = { refunding: '退款中', refunded: '已退款' } as const;

/** How many of an item one may buy at once: stock, the per-user limit and the order maximum of 20. */
export const MAX_PER_ORDER = 20;
export const maxQuantity = (item: { remaining: number; per_user_limit: number }): number =>
  Math.max(0, Math.min(item.remaining, item.per_user_limit > 0 ? item.per_user_limit : MAX_PER_ORDER, MAX_PER_ORDER));

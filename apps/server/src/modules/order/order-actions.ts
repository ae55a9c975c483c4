import type { Order, OrderAction } from '@kc/shared';

/**
 * What the buyer may do with an order now: the one home of these rules for the answers (orderinfo, orderlist, and
 * every call answering an order); the web pages only read `actions`. They are the rules the calls enforce: paying
 * (order.service `payable` asks this function, for every payment provider) needs an unpaid order before it
 * expires, and so does cancelling
 * here (an expired one is being cancelled by the expiry job); refunding (order.service `refund`) needs a paid order
 * with tickets never used.
 */
export function orderActions(order: Pick<Order, 'state' | 'refundable'>, expiresAt: Date, now: Date): OrderAction[] {
  switch (order.state) {
    case 'unpaid':
      return expiresAt > now ? ['pay', 'cancel'] : [];
    case 'paid':
      return order.refundable > 0 ? ['refund'] : [];
    case 'cancelled':
    case 'refunding':
    case 'refunded':
      return [];
  }
}

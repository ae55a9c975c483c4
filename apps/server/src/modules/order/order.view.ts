import { ORDER_STATE_LABELS, type Order } from '@kc/shared';
import type { orders, refunds } from '../../db/schema.js';
import { toSecs } from '../../lib/time.js';
import type { CardRow } from '../holding/card.repository.js';
import { toCard } from '../holding/holding.view.js';
import { orderActions } from './order-actions.js';

export type OrderRow = typeof orders.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** An order with what its answer shows besides its row (order.repository's withMeta, order_list_page). */
export interface OrderMeta {
  o: OrderRow;
  itemName: string;
  productType: number;
  formId: number | null;
  paymentOrder: number;
  projectName: string;
  businessName: string;
  holderName: string;
}

/** Orders as the buyer sees them, from their rows, the cards of their tickets and their refunds. */
export function toOrders(rows: OrderMeta[], cards: CardRow[], rs: RefundRow[], now: Date): Order[] {
  return rows.map(({ o, ...meta }) => {
    // the tickets the buyer holds (a card is the holder's view), all of them for what is refundable
    const hs = cards.filter((c) => c.h.sourceRef === o.id);
    const order = {
      id: o.id,
      order_sn: o.orderSn,
      state: o.state,
      state_label: ORDER_STATE_LABELS[o.state],
      item_id: o.itemId,
      item_name: meta.itemName,
      product_type: meta.productType,
      project_name: meta.projectName,
      business_name: meta.businessName,
      quantity: o.quantity,
      unit_price: o.unitPrice,
      amount: o.amount,
      refunded_quantity: o.refundedQuantity,
      refunded_amount: o.refundedAmount,
      pay_method: o.payMethod,
      holder_name: meta.holderName,
      create_time: toSecs(o.createdAt),
      expire_time: toSecs(o.expiresAt),
      pay_time: toSecs(o.paidAt),
      holdings: hs.filter((c) => c.h.userId === o.userId).map((c) => toCard(c, now)),
      refundable: o.state === 'paid' ? hs.filter((c) => c.h.used === 0 && !c.h.voidedAt).length : 0,
      refunds: rs
        .filter((r) => r.orderId === o.id)
        .map((r) => ({
          id: r.id,
          quantity: r.quantity,
          amount: r.amount,
          to: r.to,
          reason: r.reason,
          state: r.state,
          create_time: toSecs(r.createdAt),
        })),
      form_id: meta.formId,
      payment_order: meta.paymentOrder,
    };
    return { ...order, actions: orderActions(order, o.expiresAt, now) };
  });
}

import type { Order, OrderState, SaleItem } from '@kc/shared';
import type { Clock } from '../../lib/clock.js';
import type { AuthUser } from '../../plugins/app/contract.js';
import { shanghaiDay } from '../../lib/time.js';
import { itemFace } from '../item/item.mapping.js';
import type { OrderRepository } from './order.repository.js';
import { toOrders, type OrderMeta } from './order.view.js';

type SaleRow = Awaited<ReturnType<OrderRepository['saleItems']>>[0][number];

/** An item on sale as the shop lists it. */
export const toSaleItem = (r: SaleRow): SaleItem => ({
  ...itemFace(r.i),
  project_id: r.i.projectId,
  project_name: r.projectName,
  business_name: r.businessName,
  sell_value: r.i.sellValue,
  payment_order: r.i.paymentOrder,
  form_id: r.i.formId,
});

/** Assembling orders' answers: one order or a few (their tickets and refunds read at once), or a page of the list. */
export function orderLists(repo: OrderRepository, clock: Clock) {
  /**
   * The answers of some orders: their tickets (cards) and refunds read for all of them at once, and only for the
   * orders that can have any — tickets are issued when an order is paid, refunds recorded with a refunded quantity.
   */
  async function views(rows: OrderMeta[]): Promise<Order[]> {
    const paid = rows.filter((r) => r.o.paidAt !== null);
    const refunded = rows.filter(
      (r) => r.o.refundedQuantity > 0 || r.o.state === 'refunding' || r.o.state === 'refunded',
    );
    const now = clock.now();
    const [cards, rs] = await Promise.all([
      paid.length
        ? repo.ticketsOf(
            shanghaiDay(now),
            paid.map((r) => r.o.id),
          )
        : [],
      refunded.length ? repo.refundsOf(refunded.map((r) => r.o.id)) : [],
    ]);
    return toOrders(rows, cards, rs, now);
  }

  return {
    views,

    /** One order's answer, by id. */
    view: async (id: number): Promise<Order> => (await views([(await repo.withMetaById(id))!]))[0]!,

    /**
     * A page of the caller's orders, one call of order_list_page (migration 0021): the session, the page's ids by the
     * index on (buyer, id) or (buyer, state, id) — an indexed offset, no row is read but the page's — those orders
     * with their tickets' cards and refunds, and the count from order_counts (kept by triggers). Null when the
     * caller's session is not live.
     */
    async page(user: AuthUser, p: { filters: 'all' | OrderState; page: number; page_size: number }) {
      const now = clock.now();
      const page = await repo.listPage(user, {
        state: p.filters === 'all' ? null : p.filters,
        limit: p.page_size,
        offset: (p.page - 1) * p.page_size,
        today: shanghaiDay(now),
      });
      if (!page) return null;
      return { list: toOrders(page.rows, page.cards, page.refunds, now), count: page.count, page_size: p.page_size };
    },
  };
}

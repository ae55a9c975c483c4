import { and, asc, count, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { OrderState } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import {
  blindBoxes,
  businesses,
  holdings,
  items,
  orders,
  paymentEvents,
  projects,
  recipients,
  refunds,
  users,
} from '../../db/schema.js';
import type { AuthUser } from '../../plugins/app/contract.js';
import { rowFromJson } from '../../db/json-rows.js';
import { cardRowFromJson, cardSelect, type CardJson, type CardRow } from '../holding/card.repository.js';
import type { OrderMeta, RefundRow } from './order.view.js';

/** What order_list_page (migration 0021) answers: rows as json, mapped as Drizzle maps the driver's values. */
export interface OrderListPageJson {
  count: number;
  orders: {
    o: Record<string, unknown>;
    item_name: string;
    product_type: number;
    form_id: number | null;
    payment_order: number;
    project_name: string;
    business_name: string;
    holder_name: string;
  }[];
  tickets: CardJson[];
  refunds: Record<string, unknown>[];
}

/** One order of a batch for order_place_many: the buyer, what they asked for, and its number and times. */
export interface PlaceArgs {
  user: AuthUser;
  q: { item_id: number; quantity: number; recipient_id: number | null; spm: string };
  now: Date;
  sn: string;
  expires: Date;
}
/** order_place_many's answer for the k-th order of the batch (1-based). */
export type PlaceRow = {
  k: number;
  outcome: 'session' | 'not_on_sale' | 'form' | 'recipient' | 'limit' | 'sold_out' | 'ok';
  order_id: number | null;
  per_user_limit: number | null;
  amount: number | null;
};

/** An order of the caller by id, or else by number. */
export type OrderKey = { id?: number; order_sn?: string };

/** Drizzle queries and SQL-function calls on orders, their refunds and payment notices; nothing else. */
export function orderRepository(db: Db) {
  const onSale = (now: Date) =>
    and(
      eq(items.state, 'approved'),
      isNull(items.deletedAt),
      gt(items.sellValue, 0),
      lte(items.issueStart, now),
      gt(items.issueEnd, now),
    );

  const byKey = (where: OrderKey) =>
    where.id !== undefined ? eq(orders.id, where.id) : eq(orders.orderSn, where.order_sn ?? '');

  /**
   * An order with what its answer shows besides its row (item, project, business, holder): the item joined, the rest
   * subqueries by primary key (quick to plan, see cardSelect). The list reads the same from order_list_page.
   */
  const withMeta = () =>
    db
      .select({
        o: orders,
        itemName: items.name,
        productType: items.productType,
        formId: items.formId,
        paymentOrder: items.paymentOrder,
        projectName: sql<string>`coalesce((select p.name from ${projects} p where p.id = ${items.projectId}), '')`,
        businessName: sql<string>`(select b.name from ${businesses} b where b.id = ${items.businessId})`,
        holderName: sql<string>`coalesce((select r.name from ${recipients} r where r.id = ${orders.recipientId}), (select u.nickname from ${users} u where u.id = ${orders.userId}))`,
      })
      .from(orders)
      .innerJoin(items, eq(items.id, orders.itemId));

  // the statements of an order's view, prepared (planned once a connection): its tickets and refunds
  const ticketsOf = cardSelect(db, sql.placeholder('today'))
    .where(and(eq(holdings.source, 'order'), sql`${holdings.sourceRef} = any(${sql.placeholder('ids')}::integer[])`))
    .orderBy(asc(holdings.id))
    .prepare('order_tickets');
  const refundsOf = db
    .select()
    .from(refunds)
    .where(sql`${refunds.orderId} = any(${sql.placeholder('ids')}::integer[])`)
    .orderBy(asc(refunds.id))
    .prepare('order_refunds');

  /** Unpaid → cancelled (the state change is the guard): the orders it changed. */
  const cancelUnpaid = (tx: Tx, where: ReturnType<typeof eq>, at: Date) =>
    tx
      .update(orders)
      .set({ state: 'cancelled', cancelledAt: at })
      .where(and(where, eq(orders.state, 'unpaid')))
      .returning({ id: orders.id, itemId: orders.itemId, quantity: orders.quantity });

  return {
    /** A page of the items on sale now (not sold out first, cheapest first), and how many there are. */
    saleItems: (
      p: { project_id?: number; product_type?: number; item_id?: number; page: number; page_size: number },
      now: Date,
    ) => {
      const where = and(
        onSale(now),
        // a blind box's item is sold only through its own page (docs/blindbox.md)
        sql`not exists (select 1 from ${blindBoxes} where ${blindBoxes.itemId} = ${items.id})`,
        p.project_id ? eq(items.projectId, p.project_id) : undefined,
        p.product_type ? eq(items.productType, p.product_type) : undefined,
        p.item_id ? eq(items.id, p.item_id) : undefined,
      );
      return Promise.all([
        db
          .select({
            i: items,
            projectName: sql<string>`coalesce(${projects.name}, '')`,
            businessName: businesses.name,
          })
          .from(items)
          .innerJoin(businesses, eq(businesses.id, items.businessId))
          .leftJoin(projects, eq(projects.id, items.projectId))
          .where(where)
          .orderBy(sql`${items.issued} >= ${items.totalStock}`, asc(items.sellValue), desc(items.id))
          .limit(p.page_size)
          .offset((p.page - 1) * p.page_size),
        db.select({ n: count() }).from(items).where(where),
      ]);
    },

    /** One statement for a batch of orders of one item (order_place_many, migration 0018): each order's outcome. */
    async placeMany(item: number, batch: PlaceArgs[]): Promise<PlaceRow[]> {
      const col = <T>(f: (p: PlaceArgs) => T) => sql.param(batch.map(f));
      const { rows } = (await db.execute(
        sql`select k, outcome, order_id, per_user_limit, amount from order_place_many(${item},
        ${col((p) => p.user.sessionId)}::bigint[], ${col((p) => p.user.uid)}::integer[],
        ${col((p) => p.q.quantity)}::integer[], ${col((p) => p.q.recipient_id)}::integer[], ${col((p) => p.q.spm)}::text[],
        ${col((p) => p.sn)}::text[], ${col((p) => p.now.toISOString())}::timestamptz[],
        ${col((p) => p.expires.toISOString())}::timestamptz[])`,
      )) as unknown as { rows: PlaceRow[] };
      return rows;
    },

    /**
     * order_list_page (migration 0021): the page's orders with their meta, their tickets' cards and refunds, and the
     * count, mapped as Drizzle maps the driver's values; null when the caller's session is not live.
     */
    async listPage(
      user: AuthUser,
      p: { state: OrderState | null; limit: number; offset: number; today: string },
    ): Promise<{ count: number; rows: OrderMeta[]; cards: CardRow[]; refunds: RefundRow[] } | null> {
      const r = (await db.execute(
        sql`select order_list_page(${user.uid}, ${user.sessionId}, ${p.state},
          ${p.limit}, ${p.offset}, ${p.today}) as page`,
      )) as unknown as { rows: { page: OrderListPageJson | null }[] };
      const page = r.rows[0]?.page;
      if (!page) return null;
      return {
        count: page.count,
        rows: page.orders.map((m) => ({
          o: rowFromJson(orders, m.o),
          itemName: m.item_name,
          productType: m.product_type,
          formId: m.form_id,
          paymentOrder: m.payment_order,
          projectName: m.project_name,
          businessName: m.business_name,
          holderName: m.holder_name,
        })),
        cards: page.tickets.map(cardRowFromJson),
        refunds: page.refunds.map((f) => rowFromJson(refunds, f)),
      };
    },

    /** An order of the buyer with its meta (withMeta). */
    ownWithMeta: async (uid: number, key: OrderKey): Promise<OrderMeta | undefined> =>
      (await withMeta().where(and(eq(orders.userId, uid), byKey(key))))[0],

    /** An order with its meta, by id. */
    withMetaById: async (id: number): Promise<OrderMeta | undefined> => (await withMeta().where(eq(orders.id, id)))[0],

    /** The cards of the tickets of these orders (today: the business day their uses count in). */
    ticketsOf: (today: string, ids: number[]) => ticketsOf.execute({ today, ids }),
    refundsOf: (ids: number[]) => refundsOf.execute({ ids }),

    /** An order of the buyer's. */
    own: async (uid: number, key: OrderKey) =>
      (
        await db
          .select()
          .from(orders)
          .where(and(eq(orders.userId, uid), byKey(key)))
      )[0],

    cancelUnpaidById: (tx: Tx, id: number, at: Date) => cancelUnpaid(tx, eq(orders.id, id), at),

    /** Unpaid orders past their time (at most `limit`, skipping rows another instance holds), cancelled. */
    cancelUnpaidDue(tx: Tx, now: Date, limit: number, at: Date) {
      const due = tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.state, 'unpaid'), lte(orders.expiresAt, now)))
        .limit(limit)
        .for('update', { skipLocked: true });
      return cancelUnpaid(tx, inArray(orders.id, due), at);
    },

    /** The stock of an item given back. */
    returnStock: (tx: Tx, itemId: number, quantity: number) =>
      tx
        .update(items)
        .set({ issued: sql`${items.issued} - ${quantity}` })
        .where(eq(items.id, itemId)),

    /** The buyer's (item, buyer) advisory lock, as order_place_many takes it. */
    lockBuyerOf: (tx: Tx, orderSn: string) =>
      tx.execute(sql`select pg_advisory_xact_lock(item_id, user_id) from orders where order_sn = ${orderSn}`),

    /** Unpaid → paid when the amount matches: the order, or nothing. */
    markPaid: async (tx: Tx, n: { provider: string; orderSn: string; txn: string; amount: number }, at: Date) =>
      (
        await tx
          .update(orders)
          .set({ state: 'paid', paidAt: at, payMethod: n.provider, providerTxn: n.txn })
          .where(and(eq(orders.orderSn, n.orderSn), eq(orders.state, 'unpaid'), eq(orders.amount, n.amount)))
          .returning()
      )[0],

    bySn: async (tx: Tx, orderSn: string) => (await tx.select().from(orders).where(eq(orders.orderSn, orderSn)))[0],

    insertPaymentEvent: (e: { provider: string; orderSn: string; txn: string; amount: number; outcome: string }) =>
      db.insert(paymentEvents).values(e),

    /** The buyer's order, its row locked until the transaction ends. */
    lockOwn: async (tx: Tx, id: number, uid: number) =>
      (
        await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, id), eq(orders.userId, uid)))
          .for('update')
      )[0],

    /** The holdings an order issued, oldest first. */
    holdingsOf: (tx: Tx, orderId: number) =>
      tx
        .select({ id: holdings.id, used: holdings.used, voidedAt: holdings.voidedAt })
        .from(holdings)
        .where(and(eq(holdings.source, 'order'), eq(holdings.sourceRef, orderId)))
        .orderBy(asc(holdings.id)),

    /** Voids these holdings unless used or voided meanwhile (the lock on each row decides): those voided. */
    voidUnused: (tx: Tx, ids: number[], at: Date) =>
      tx
        .update(holdings)
        .set({ voidedAt: at })
        .where(and(inArray(holdings.id, ids), eq(holdings.used, 0), isNull(holdings.voidedAt)))
        .returning({ id: holdings.id }),

    insertRefund: async (tx: Tx, r: typeof refunds.$inferInsert) =>
      (await tx.insert(refunds).values(r).returning({ id: refunds.id }))[0]!,

    setRefunded: (
      tx: Tx,
      id: number,
      set: { refundedQuantity: number; refundedAmount: number; state: 'refunded' | 'paid' },
    ) => tx.update(orders).set(set).where(eq(orders.id, id)),
  };
}
export type OrderRepository = ReturnType<typeof orderRepository>;

import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { ErrorCode, ORDER_STATE_LABELS, type Order, type OrderState, type SaleItem } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import {
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
import { AppError } from '../../plugins/app/errors.js';
import type { HoldingService } from '../holding/holding.service.js';
import type { Clock, HolderService } from '../holding/holder.service.js';
import {
  cardRowFromJson,
  cardSelect,
  dateString,
  rowFromJson,
  shanghaiDay,
  toCard,
  type CardJson,
  type CardRow,
} from '../holding/holding.view.js';
import { transfer } from '../wallet/ledger.js';

type OrderRow = typeof orders.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;
/** An order with what its answer shows besides its row (withMeta, order_list_page). */
interface OrderMeta {
  o: OrderRow;
  itemName: string;
  productType: number;
  formId: number | null;
  paymentOrder: number;
  projectName: string;
  businessName: string;
  holderName: string;
}
/** What order_list_page (migration 0021) answers: rows as json, mapped as Drizzle maps the driver's values. */
interface OrderListPageJson {
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
const secs = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
const newOrderSn = (now: Date) =>
  `KC${now.toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(4).toString('hex').toUpperCase()}`;

/** A verified payment notification: the provider says this order was paid this much under this transaction. */
export interface PaidNotice {
  provider: string;
  orderSn: string;
  txn: string;
  amount: number;
}

/**
 * Orders: stock is reserved at creation with one conditional UPDATE (never oversold); paying issues the items and
 * credits the business in the transaction that marks the order paid; cancelling, expiring and refunding return stock.
 */
export function orderService(
  db: Db,
  holdingsSvc: HoldingService,
  holder: HolderService,
  clock: Clock,
  orderTtl: number,
  log: (msg: string) => void = () => {},
) {
  const onSale = (now: Date) =>
    and(
      eq(items.state, 'approved'),
      isNull(items.deletedAt),
      gt(items.sellValue, 0),
      lte(items.issueStart, now),
      gt(items.issueEnd, now),
    );

  const orderHoldings = (tx: Db | Tx, orderId: number) =>
    tx
      .select({ id: holdings.id, used: holdings.used, voidedAt: holdings.voidedAt })
      .from(holdings)
      .where(and(eq(holdings.source, 'order'), eq(holdings.sourceRef, orderId)))
      .orderBy(asc(holdings.id));

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
      paid.length ? ticketsOf.execute({ today: shanghaiDay(now), ids: paid.map((r) => r.o.id) }) : [],
      refunded.length ? refundsOf.execute({ ids: refunded.map((r) => r.o.id) }) : [],
    ]);
    return assemble(rows, cards, rs, now);
  }

  /** Orders as the buyer sees them, from their rows, the cards of their tickets and their refunds. */
  function assemble(rows: OrderMeta[], cards: CardRow[], rs: RefundRow[], now: Date): Order[] {
    return rows.map(({ o, ...meta }) => {
      // the tickets the buyer holds (a card is the holder's view), all of them for what is refundable
      const hs = cards.filter((c) => c.h.sourceRef === o.id);
      return {
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
        create_time: secs(o.createdAt)!,
        expire_time: secs(o.expiresAt)!,
        pay_time: secs(o.paidAt),
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
            create_time: secs(r.createdAt)!,
          })),
        form_id: meta.formId,
        payment_order: meta.paymentOrder,
      };
    });
  }

  const view = async (o: OrderRow): Promise<Order> => {
    const [row] = await withMeta().where(eq(orders.id, o.id));
    return (await views([row!]))[0]!;
  };

  const own = async (uid: number, where: { id?: number; order_sn?: string }) => {
    const [o] = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.userId, uid),
          where.id !== undefined ? eq(orders.id, where.id) : eq(orders.orderSn, where.order_sn ?? ''),
        ),
      );
    if (!o) throw new AppError(ErrorCode.NOT_FOUND, '订单不存在');
    return o;
  };

  type Placed = { id: number; order_sn: string; expire_time: number; amount: number };
  interface Placing {
    user: AuthUser;
    q: { item_id: number; quantity: number; recipient_id: number | null; spm: string };
    now: Date;
    sn: string;
    expires: Date;
    resolve: (r: Placed) => void;
    reject: (e: unknown) => void;
  }
  type PlaceRow = {
    k: number;
    outcome: 'session' | 'not_on_sale' | 'form' | 'recipient' | 'limit' | 'sold_out' | 'ok';
    order_id: number | null;
    per_user_limit: number | null;
    amount: number | null;
  };

  /**
   * A deadlock (40P01) or serialization failure (40001) rolled the one statement back entirely: it is tried again
   * (at most 5 times; then 503, safe to retry), so a batch meeting a payment's or an expiry's locks in another order is not an error.
   */
  const retryable = (e: unknown): boolean => {
    for (let c = e, depth = 0; c && typeof c === 'object' && depth < 5; c = (c as { cause?: unknown }).cause, depth++)
      if (['40P01', '40001'].includes(String((c as { code?: unknown }).code))) return true;
    return false;
  };
  async function placeMany(item: number, batch: Placing[]) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await placeManyOnce(item, batch);
      } catch (e) {
        if (attempt >= 5 || !retryable(e)) throw e;
        await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
      }
    }
  }

  /** One statement for a batch of orders of one item; each order's answer or error. */
  async function placeManyOnce(item: number, batch: Placing[]) {
    const col = <T>(f: (p: Placing) => T) => sql.param(batch.map(f));
    const { rows } = (await db.execute(
      sql`select k, outcome, order_id, per_user_limit, amount from order_place_many(${item},
        ${col((p) => p.user.sessionId)}::bigint[], ${col((p) => p.user.uid)}::integer[],
        ${col((p) => p.q.quantity)}::integer[], ${col((p) => p.q.recipient_id)}::integer[], ${col((p) => p.q.spm)}::text[],
        ${col((p) => p.sn)}::text[], ${col((p) => p.now.toISOString())}::timestamptz[],
        ${col((p) => p.expires.toISOString())}::timestamptz[])`,
    )) as unknown as { rows: PlaceRow[] };
    for (const r of rows) {
      const p = batch[r.k - 1]!;
      if (r.outcome === 'ok')
        p.resolve({ id: r.order_id!, order_sn: p.sn, expire_time: secs(p.expires)!, amount: r.amount! });
      else p.reject(placeError(r));
    }
  }

  const placeError = (r: PlaceRow): AppError => {
    switch (r.outcome) {
      case 'session':
        return new AppError(ErrorCode.SESSION_INVALID);
      case 'not_on_sale':
        return new AppError(ErrorCode.CONFLICT, '该商品当前不可购买');
      case 'form':
        return new AppError(ErrorCode.CONFLICT, '请先填写报名表');
      case 'recipient':
        return new AppError(ErrorCode.NOT_FOUND, '领取人不存在');
      case 'limit':
        return new AppError(ErrorCode.LIMIT_REACHED, `已达到每人限购数量（每人限购${r.per_user_limit}张）`);
      case 'sold_out':
      case 'ok':
        return new AppError(ErrorCode.SOLD_OUT, '已售罄');
    }
  };

  /**
   * Orders waiting per item: an order goes at once when fewer than RUNNING batches of its item are running; those
   * that come meanwhile wait and go together (at most MAX_BATCH), so a hot item's row is locked once for many orders,
   * and two batches keep two database connections busy (their buyers' locks are taken in one order, so they cannot
   * deadlock). A batch that fails as a whole (not a refusal: the database) is tried again one order at a time, so one
   * order's error is its own.
   */
  const MAX_BATCH = 100;
  const RUNNING = 2;
  const placing = (() => {
    const items = new Map<number, { queue: Placing[]; running: number }>();
    const run = async (item: number) => {
      const state = items.get(item)!;
      state.running++;
      while (state.queue.length) {
        const batch = state.queue.splice(0, MAX_BATCH);
        try {
          await placeMany(item, batch);
        } catch (e) {
          if (batch.length === 1) batch[0]!.reject(e);
          else
            for (const p of batch)
              await placeMany(item, [p]).catch((err: unknown) => {
                p.reject(err);
              });
        }
      }
      if (--state.running === 0) items.delete(item);
    };
    return {
      add(item: number, p: Placing) {
        const state = items.get(item) ?? { queue: [], running: 0 };
        items.set(item, state);
        state.queue.push(p);
        if (state.running < RUNNING) void run(item);
      },
    };
  })();

  /** Unpaid → cancelled, returning the reserved stock, exactly once (the state change is the guard). */
  async function release(tx: Tx, where: ReturnType<typeof eq>) {
    const gone = await tx
      .update(orders)
      .set({ state: 'cancelled', cancelledAt: clock.now() })
      .where(and(where, eq(orders.state, 'unpaid')))
      .returning({ id: orders.id, itemId: orders.itemId, quantity: orders.quantity });
    for (const g of gone)
      await tx
        .update(items)
        .set({ issued: sql`${items.issued} - ${g.quantity}` })
        .where(eq(items.id, g.itemId));
    return gone;
  }

  return {
    async saleList(p: {
      project_id?: number;
      product_type?: number;
      item_id?: number;
      page: number;
      page_size: number;
    }) {
      const where = and(
        onSale(clock.now()),
        p.project_id ? eq(items.projectId, p.project_id) : undefined,
        p.product_type ? eq(items.productType, p.product_type) : undefined,
        p.item_id ? eq(items.id, p.item_id) : undefined,
      );
      const [rows, [total]] = await Promise.all([
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
      return {
        list: rows.map((r): SaleItem => ({
          item_id: r.i.id,
          name: r.i.name,
          product_type: r.i.productType,
          project_id: r.i.projectId,
          project_name: r.projectName,
          business_name: r.businessName,
          date_string: dateString(r.i.validityStart, r.i.validityEnd),
          sell_value: r.i.sellValue,
          par_value: r.i.parValue,
          style_icon: r.i.styleIcon,
          style_color: r.i.styleColor,
          rule_content: r.i.ruleContent,
          remaining: r.i.totalStock - r.i.issued,
          per_user_limit: r.i.perUserLimit,
          payment_order: r.i.paymentOrder,
          form_id: r.i.formId,
        })),
        count: total?.n ?? 0,
        page_size: p.page_size,
      };
    },

    /**
     * Places an order through `order_place_many` (migration 0018): the orders of one item that arrive while a batch
     * of it is running go together in the next, one statement and one transaction — each checked on its own (the
     * caller's session too: the route checks only the token), the item row locked once a batch. A single order is a
     * batch of one.
     */
    create: (user: AuthUser, q: { item_id: number; quantity: number; recipient_id: number | null; spm: string }) =>
      new Promise<{ id: number; order_sn: string; expire_time: number; amount: number }>((resolve, reject) => {
        const now = clock.now();
        placing.add(q.item_id, {
          user,
          q,
          now,
          sn: newOrderSn(now),
          expires: new Date(now.getTime() + orderTtl * 1000),
          resolve,
          reject,
        });
      }),

    /**
     * A page of the caller's orders, one call of order_list_page (migration 0021): the session, the page's ids by the
     * index on (buyer, id) or (buyer, state, id) — an indexed offset, no row is read but the page's — those orders
     * with their tickets' cards and refunds, and the count from order_counts (kept by triggers).
     */
    async list(user: AuthUser, p: { filters: 'all' | OrderState; page: number; page_size: number }) {
      const now = clock.now();
      const r = (await db.execute(
        sql`select order_list_page(${user.uid}, ${user.sessionId}, ${p.filters === 'all' ? null : p.filters},
          ${p.page_size}, ${(p.page - 1) * p.page_size}, ${shanghaiDay(now)}) as page`,
      )) as unknown as { rows: { page: OrderListPageJson | null }[] };
      const page = r.rows[0]?.page;
      if (!page) throw new AppError(ErrorCode.SESSION_INVALID);
      const rows = page.orders.map((m): OrderMeta => ({
        o: rowFromJson(orders, m.o),
        itemName: m.item_name,
        productType: m.product_type,
        formId: m.form_id,
        paymentOrder: m.payment_order,
        projectName: m.project_name,
        businessName: m.business_name,
        holderName: m.holder_name,
      }));
      const cards = page.tickets.map(cardRowFromJson);
      const rs = page.refunds.map((f) => rowFromJson(refunds, f));
      return { list: assemble(rows, cards, rs, now), count: page.count, page_size: p.page_size };
    },

    info: async (uid: number, q: { id?: number; order_sn?: string }) => {
      const [row] = await withMeta().where(
        and(eq(orders.userId, uid), q.id !== undefined ? eq(orders.id, q.id) : eq(orders.orderSn, q.order_sn ?? '')),
      );
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, '订单不存在');
      return (await views([row]))[0]!;
    },

    /** An unpaid order of the caller, for a payment provider. */
    async payable(uid: number, orderSn: string) {
      const o = await own(uid, { order_sn: orderSn });
      if (o.state !== 'unpaid') throw new AppError(ErrorCode.CONFLICT, `订单${ORDER_STATE_LABELS[o.state]}，无需支付`);
      if (o.expiresAt <= clock.now()) throw new AppError(ErrorCode.CONFLICT, '订单已超时，请重新下单');
      return o;
    },

    async cancel(uid: number, q: { id: number }) {
      const o = await own(uid, q);
      const gone = await db.transaction((tx) => release(tx, eq(orders.id, o.id)));
      if (gone.length === 0) throw new AppError(ErrorCode.CONFLICT, `订单${ORDER_STATE_LABELS[o.state]}，不能取消`);
      return view(await own(uid, q));
    },

    /** Cancels unpaid orders past their time and returns their stock; safe on every instance at once. */
    async expire(limit = 500) {
      const gone = await db.transaction(async (tx) => {
        const due = tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.state, 'unpaid'), lte(orders.expiresAt, clock.now())))
          .limit(limit)
          .for('update', { skipLocked: true });
        return release(tx, inArray(orders.id, due));
      });
      if (gone.length) log(`expired ${gone.length} unpaid order(s)`);
      return gone.length;
    },

    /**
     * A verified payment notice, idempotent: the first marks the order paid, issues its items to the buyer (or the
     * family member) and credits the business — one transaction; a replay is acknowledged without effect; an unknown,
     * cancelled or wrong-amount notice is refused and logged.
     */
    async paid(n: PaidNotice): Promise<{ ok: boolean; outcome: string }> {
      const outcome = await db.transaction(async (tx) => {
        // the buyer's (item, buyer) lock first, as order_place_many takes it before the buyer's order_counts row and
        // the item row: a payment (whose tickets' foreign keys share-lock the item) and a batch of new orders of the
        // same buyer then queue instead of deadlocking
        await tx.execute(sql`select pg_advisory_xact_lock(item_id, user_id) from orders where order_sn = ${n.orderSn}`);
        const [o] = await tx
          .update(orders)
          .set({ state: 'paid', paidAt: clock.now(), payMethod: n.provider, providerTxn: n.txn })
          .where(and(eq(orders.orderSn, n.orderSn), eq(orders.state, 'unpaid'), eq(orders.amount, n.amount)))
          .returning();
        if (!o) {
          const [known] = await tx.select().from(orders).where(eq(orders.orderSn, n.orderSn));
          if (!known) return 'unknown_order';
          if (known.providerTxn === n.txn && known.state !== 'unpaid') return 'duplicate';
          if (known.amount !== n.amount) return 'amount_mismatch';
          return `order_${known.state}`;
        }
        for (let i = 0; i < o.quantity; i++)
          await holdingsSvc.issue(tx, {
            itemId: o.itemId,
            userId: o.userId,
            source: 'order',
            sourceRef: o.id,
            actorId: o.userId,
            spm: o.spm,
            recipientId: o.recipientId,
            reserved: true,
          });
        await transfer(
          tx,
          { kind: 'platform', name: 'payments' },
          { kind: 'business', ownerId: o.businessId },
          o.amount,
          '门票销售',
          {
            type: 'order',
            id: o.id,
          },
        );
        return 'credited';
      });
      await db.insert(paymentEvents).values({
        provider: n.provider,
        orderSn: n.orderSn,
        txn: n.txn,
        amount: n.amount,
        outcome,
      });
      if (outcome !== 'credited' && outcome !== 'duplicate') log(`payment notice refused: ${n.orderSn} ${outcome}`);
      return { ok: outcome === 'credited' || outcome === 'duplicate', outcome };
    },

    /**
     * Refunds unused items of a paid order: voids their codes, returns their stock, and moves the money back from the
     * business — to the buyer's balance, or out through the original method (`refundOriginal`, the provider's call).
     */
    async refund(
      uid: number,
      q: { id: number; quantity?: number; reason: string; to: 'original' | 'balance' },
      refundOriginal: (o: OrderRow, amount: number) => Promise<void>,
    ) {
      const before = await own(uid, { id: q.id });
      const result = await db.transaction(async (tx) => {
        const [o] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, before.id), eq(orders.userId, uid)))
          .for('update');
        if (o!.state !== 'paid')
          throw new AppError(ErrorCode.CONFLICT, `订单${ORDER_STATE_LABELS[o!.state]}，不能退款`);
        const unused = (await orderHoldings(tx, o!.id)).filter((h) => h.used === 0 && !h.voidedAt);
        const quantity = q.quantity ?? unused.length;
        if (unused.length === 0 || quantity > unused.length)
          throw new AppError(ErrorCode.CONFLICT, `已使用的票券不能退款（可退${unused.length}张）`);
        const voiding = unused.slice(0, quantity).map((h) => h.id);
        // a holding written off meanwhile is not voided: the lock on its row decides
        const voided = await tx
          .update(holdings)
          .set({ voidedAt: clock.now() })
          .where(and(inArray(holdings.id, voiding), eq(holdings.used, 0), isNull(holdings.voidedAt)))
          .returning({ id: holdings.id });
        if (voided.length !== quantity) throw new AppError(ErrorCode.CONFLICT, '已使用的票券不能退款');
        await tx
          .update(items)
          .set({ issued: sql`${items.issued} - ${quantity}` })
          .where(eq(items.id, o!.itemId));
        const amount = quantity * o!.unitPrice;
        const [r] = await tx
          .insert(refunds)
          .values({
            orderId: o!.id,
            quantity,
            amount,
            to: q.to,
            reason: q.reason,
            state: 'refunded',
            doneAt: clock.now(),
          })
          .returning({ id: refunds.id });
        if (amount > 0)
          await transfer(
            tx,
            { kind: 'business', ownerId: o!.businessId },
            q.to === 'balance' ? { kind: 'user', ownerId: uid } : { kind: 'platform', name: 'payments' },
            amount,
            q.to === 'balance' ? '退款到余额' : '原路退款',
            { type: 'refund', id: r!.id },
          );
        const refundedQuantity = o!.refundedQuantity + quantity;
        await tx
          .update(orders)
          .set({
            refundedQuantity,
            refundedAmount: o!.refundedAmount + amount,
            state: refundedQuantity === o!.quantity ? 'refunded' : 'paid',
          })
          .where(eq(orders.id, o!.id));
        // the provider's refund is called inside: if it fails, nothing above happened
        if (q.to === 'original' && amount > 0) await refundOriginal(o!, amount);
        return o!;
      });
      return view(await own(uid, { id: result.id }));
    },
  };
}
export type OrderService = ReturnType<typeof orderService>;

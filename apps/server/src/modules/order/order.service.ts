import { randomBytes } from 'node:crypto';
import { ErrorCode, ORDER_STATE_LABELS, type OrderState } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { toSecs } from '../../lib/time.js';
import type { AuthUser } from '../../plugins/app/contract.js';
import { AppError } from '../../plugins/app/errors.js';
import type { HoldingService } from '../holding/holding.service.js';
import { notify } from '../message/message.repository.js';
import { transfer } from '../wallet/ledger.js';
import { orderActions } from './order-actions.js';
import { orderBatcher } from './order-batcher.js';
import { orderLists, toSaleItem } from './order-list.js';
import type { OrderKey, OrderRepository, PlaceArgs, PlaceRow } from './order.repository.js';
import type { OrderRow } from './order.view.js';

const newOrderSn = (now: Date) =>
  `KC${now.toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(4).toString('hex').toUpperCase()}`;

/** A verified payment notification: the provider says this order was paid this much under this transaction. */
export interface PaidNotice {
  provider: string;
  orderSn: string;
  txn: string;
  amount: number;
}

type Placed = { id: number; order_sn: string; expire_time: number; amount: number };
interface Placing extends PlaceArgs {
  resolve: (r: Placed) => void;
  reject: (e: unknown) => void;
}

/** A refusal of order_place_many as the caller's error. */
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
 * Orders: stock is reserved at creation with one conditional UPDATE (never oversold); paying issues the items and
 * credits the business in the transaction that marks the order paid; cancelling, expiring and refunding return stock.
 * The queries are in order.repository.ts, the batching of new orders in order-batcher.ts, the answers in
 * order-list.ts and order.view.ts.
 */
export function orderService(
  db: Db,
  repo: OrderRepository,
  holdingsSvc: HoldingService,
  clock: Clock,
  orderTtl: number,
  log: (msg: string) => void = () => {},
) {
  const lists = orderLists(repo, clock);
  /**
   * What other modules do in an order's own transaction when it is paid or released (cancelled, expired): an event
   * application follows its order (docs/funly.md). Registered once at wiring.
   */
  const hooks = {
    paid: [] as ((tx: Tx, o: OrderRow) => Promise<void>)[],
    released: [] as ((tx: Tx, orderIds: number[]) => Promise<void>)[],
    /** may refuse a refund (throw) in its transaction, before anything changes: an opened blind box */
    refund: [] as ((tx: Tx, o: OrderRow) => Promise<void>)[],
    /** may refuse an item to createorder (throw): an item sold only through its own call (a blind box's) */
    direct: [] as ((itemId: number) => Promise<void>)[],
  };

  const own = async (uid: number, where: OrderKey) => {
    const o = await repo.own(uid, where);
    if (!o) throw new AppError(ErrorCode.NOT_FOUND, '订单不存在');
    return o;
  };

  /** One statement for a batch of orders of one item; each order's answer or error. */
  const placing = orderBatcher<Placing>(async (item, batch) => {
    for (const r of await repo.placeMany(item, batch)) {
      const p = batch[r.k - 1]!;
      if (r.outcome === 'ok')
        p.resolve({ id: r.order_id!, order_sn: p.sn, expire_time: toSecs(p.expires), amount: r.amount! });
      else p.reject(placeError(r));
    }
  });

  /** Unpaid → cancelled, returning the reserved stock, exactly once (the state change is the guard). */
  async function release(tx: Tx, gone: { id: number; itemId: number; quantity: number }[]) {
    for (const g of gone) await repo.returnStock(tx, g.itemId, g.quantity);
    const ids = gone.map((g) => g.id);
    if (ids.length) for (const h of hooks.released) await h(tx, ids);
    return gone;
  }

  return {
    hooks,

    async saleList(p: {
      project_id?: number;
      product_type?: number;
      item_id?: number;
      page: number;
      page_size: number;
    }) {
      const [rows, [total]] = await repo.saleItems(p, clock.now());
      return { list: rows.map(toSaleItem), count: total?.n ?? 0, page_size: p.page_size };
    },

    /**
     * Places an order through `order_place_many` (migration 0018): the orders of one item that arrive while a batch
     * of it is running go together in the next, one statement and one transaction — each checked on its own (the
     * caller's session too: the route checks only the token), the item row locked once a batch. A single order is a
     * batch of one.
     */
    create: (user: AuthUser, q: { item_id: number; quantity: number; recipient_id: number | null; spm: string }) =>
      new Promise<Placed>((resolve, reject) => {
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

    /** createorder's own check before `create`: the items other modules sell only through their own calls. */
    async direct(itemId: number) {
      for (const h of hooks.direct) await h(itemId);
    },

    /** A page of the caller's orders (order-list.ts). */
    async list(user: AuthUser, p: { filters: 'all' | OrderState; page: number; page_size: number }) {
      const page = await lists.page(user, p);
      if (!page) throw new AppError(ErrorCode.SESSION_INVALID);
      return page;
    },

    info: async (uid: number, q: OrderKey) => {
      const row = await repo.ownWithMeta(uid, q);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, '订单不存在');
      return (await lists.views([row]))[0]!;
    },

    /** An unpaid order of the caller (with its item's name), for a payment provider. */
    async payable(uid: number, orderSn: string) {
      const m = await repo.ownWithMeta(uid, { order_sn: orderSn });
      if (!m) throw new AppError(ErrorCode.NOT_FOUND, '订单不存在');
      // the item's name goes with it: what the cashier shows as the goods
      const o = { ...m.o, itemName: m.itemName };
      // the rule the pages show as the `pay` action (order-actions.ts): one home
      if (!orderActions({ state: o.state, refundable: 0 }, o.expiresAt, clock.now()).includes('pay'))
        throw new AppError(
          ErrorCode.CONFLICT,
          o.state !== 'unpaid' ? `订单${ORDER_STATE_LABELS[o.state]}，无需支付` : '订单已超时，请重新下单',
        );
      return o;
    },

    async cancel(uid: number, q: { id: number }) {
      const o = await own(uid, q);
      const gone = await db.transaction(async (tx) => release(tx, await repo.cancelUnpaidById(tx, o.id, clock.now())));
      if (gone.length === 0) throw new AppError(ErrorCode.CONFLICT, `订单${ORDER_STATE_LABELS[o.state]}，不能取消`);
      return lists.view((await own(uid, q)).id);
    },

    /** Cancels unpaid orders past their time and returns their stock; safe on every instance at once. */
    async expire(limit = 500) {
      const gone = await db.transaction(async (tx) =>
        release(tx, await repo.cancelUnpaidDue(tx, clock.now(), limit, clock.now())),
      );
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
        await repo.lockBuyerOf(tx, n.orderSn);
        const o = await repo.markPaid(tx, n, clock.now());
        if (!o) {
          const known = await repo.bySn(tx, n.orderSn);
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
          { type: 'order', id: o.id },
        );
        await notify(tx, o.userId, 'order', '支付成功', `订单${o.orderSn}已支付`, `/my/order/detail/${o.id}`);
        for (const h of hooks.paid) await h(tx, o);
        return 'credited';
      });
      await repo.insertPaymentEvent({
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
        const o = (await repo.lockOwn(tx, before.id, uid))!;
        if (o.state !== 'paid') throw new AppError(ErrorCode.CONFLICT, `订单${ORDER_STATE_LABELS[o.state]}，不能退款`);
        for (const h of hooks.refund) await h(tx, o);
        const unused = (await repo.holdingsOf(tx, o.id)).filter((h) => h.used === 0 && !h.voidedAt);
        const quantity = q.quantity ?? unused.length;
        if (unused.length === 0 || quantity > unused.length)
          throw new AppError(ErrorCode.CONFLICT, `已使用的票券不能退款（可退${unused.length}张）`);
        const voiding = unused.slice(0, quantity).map((h) => h.id);
        // a holding written off meanwhile is not voided: the lock on its row decides
        const voided = await repo.voidUnused(tx, voiding, clock.now());
        if (voided.length !== quantity) throw new AppError(ErrorCode.CONFLICT, '已使用的票券不能退款');
        await repo.returnStock(tx, o.itemId, quantity);
        const amount = quantity * o.unitPrice;
        const r = await repo.insertRefund(tx, {
          orderId: o.id,
          quantity,
          amount,
          to: q.to,
          reason: q.reason,
          state: 'refunded',
          doneAt: clock.now(),
        });
        if (amount > 0)
          await transfer(
            tx,
            { kind: 'business', ownerId: o.businessId },
            q.to === 'balance' ? { kind: 'user', ownerId: uid } : { kind: 'platform', name: 'payments' },
            amount,
            q.to === 'balance' ? '退款到余额' : '原路退款',
            { type: 'refund', id: r.id },
          );
        const refundedQuantity = o.refundedQuantity + quantity;
        await repo.setRefunded(tx, o.id, {
          refundedQuantity,
          refundedAmount: o.refundedAmount + amount,
          state: refundedQuantity === o.quantity ? 'refunded' : 'paid',
        });
        // the provider's refund is called inside: if it fails, nothing above happened
        if (q.to === 'original' && amount > 0) await refundOriginal(o, amount);
        return o;
      });
      return lists.view((await own(uid, { id: result.id })).id);
    },
  };
}
export type OrderService = ReturnType<typeof orderService>;

import { randomInt } from 'node:crypto';
import { ErrorCode, type BlindBox, type CallQuery, type blindBoxBuy, type blindBoxSave } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { shanghaiDay, toSecs } from '../../lib/time.js';
import type { AuthUser } from '../../plugins/app/contract.js';
import { AppError, validationError } from '../../plugins/app/errors.js';
import type { BusinessActor } from '../business/business.service.js';
import type { OrderService } from '../order/order.service.js';
import type { OrderRow } from '../order/order.view.js';
import { ageVerdict } from './blindbox-age.js';
import type { BlindBoxRepository, BoxView, PrizeRow } from './blindbox.repository.js';

type BuyQuery = Omit<CallQuery<typeof blindBoxBuy>, 'guardian_consent' | 'guardian_name' | 'guardian_mobile'> & {
  guardian_consent: boolean;
  guardian_name: string;
  guardian_mobile: string;
};
type SaveQuery = CallQuery<typeof blindBoxSave> & {
  project_id: number | null;
  cover: string;
  rules: string;
  state: 'on' | 'off';
};

/** The odds shown: a prize's weight over the weights of the prizes still in stock, percent with 2 decimals. */
const withOdds = (prizes: PrizeRow[]) => {
  const total = prizes.filter((p) => p.given < p.stock).reduce((s, p) => s + p.weight, 0);
  return prizes.map((p) => {
    const remaining = p.stock - p.given;
    return {
      id: p.id,
      name: p.name,
      image: p.image,
      value: p.value,
      stock: p.stock,
      remaining,
      weight: p.weight,
      odds: remaining > 0 && total > 0 ? Math.round((p.weight / total) * 10000) / 100 : 0,
    };
  });
};

/** One prize drawn by weight among those in stock (a uniform integer from the system's secure source). */
const draw = (inStock: PrizeRow[]): PrizeRow => {
  const total = inStock.reduce((s, p) => s + p.weight, 0);
  let r = randomInt(total);
  for (const p of inStock) {
    if (r < p.weight) return p;
    r -= p.weight;
  }
  return inStock[inStock.length - 1]!;
};

/**
 * Blind boxes (docs/blindbox.md): bought through the ordinary orders of the box's item (the item's stock, the sum of
 * the prizes' stock, is reserved by the order, so every paid box has a prize), opened by the order's paid hook in the
 * payment's own transaction, the prize's `given` moved by one conditional UPDATE. The age rule is blindbox-age.ts;
 * the daily cap is one conditional upsert taken before the order and given back when it is cancelled or expires.
 */
export function blindBoxService(d: { db: Db; repo: BlindBoxRepository; orders: OrderService; clock: Clock }) {
  const { db, repo, orders, clock } = d;

  const onSale = (b: BoxView['b'], now: Date) => b.state === 'on' && b.startAt <= now && b.endAt > now;

  const view = (v: BoxView, prizes: PrizeRow[]): BlindBox => ({
    id: v.b.id,
    business_name: v.businessName,
    project_id: v.b.projectId,
    project_name: v.projectName,
    title: v.b.title,
    cover: v.b.cover,
    rules: v.b.rules,
    price: v.b.price,
    daily_cap: v.b.dailyCap,
    state: v.b.state,
    on_sale: onSale(v.b, clock.now()),
    start_time: toSecs(v.b.startAt),
    end_time: toSecs(v.b.endAt),
    remaining: v.remaining,
    prizes: withOdds(prizes),
  });

  const views = async (rows: BoxView[]) => {
    const prizes = await repo.prizesOf(rows.map((r) => r.b.id));
    return rows.map((r) =>
      view(
        r,
        prizes.filter((p) => p.boxId === r.b.id),
      ),
    );
  };

  /** Whether and how `uid` may buy `box` now: the one home of the page's buy state and the purchase's refusals. */
  async function standing(uid: number, box: BoxView) {
    const now = clock.now();
    const today = shanghaiDay(now);
    const bought = await repo.boughtOn(box.b.id, uid, today);
    const todayLeft = Math.max(box.b.dailyCap - bought, 0);
    const verdict = ageVerdict(await repo.certification(uid), today);
    const age = verdict.kind === 'certify' ? null : verdict.age;
    const refuse = (reason: string) => ({ buy: 'refused' as const, reason, today_left: todayLeft, age });
    if (!onSale(box.b, now)) return refuse('盲盒当前不在售');
    if (box.remaining <= 0) return refuse('盲盒已售罄');
    if (verdict.kind === 'certify')
      return { buy: 'certify' as const, reason: verdict.message, today_left: todayLeft, age };
    if (verdict.kind === 'under_age') return refuse(verdict.message);
    if (todayLeft <= 0) return refuse(`今日购买数量已达上限（每人每日限购${box.b.dailyCap}个）`);
    if (verdict.kind === 'minor')
      return { buy: 'guardian' as const, reason: '未满18周岁，须经监护人同意后购买', today_left: todayLeft, age };
    return { buy: 'buy' as const, reason: '', today_left: todayLeft, age };
  }

  const boxOr404 = async (id: number) => {
    const box = await repo.byId(id);
    if (!box) throw new AppError(ErrorCode.NOT_FOUND, '盲盒不存在');
    return box;
  };

  /** Opens one box of a paid order in its transaction: a prize drawn among those in stock, given conditionally. */
  async function openOne(tx: Tx, boxId: number, o: OrderRow) {
    // a prize taken meanwhile by another payment is drawn again among the rest; the order's reservation of the
    // item's stock guarantees one is left
    for (let attempt = 0; attempt < 50; attempt++) {
      const inStock = await repo.inStock(tx, boxId);
      if (inStock.length === 0) break;
      const prize = draw(inStock);
      if (await repo.give(tx, prize.id)) {
        await repo.insertOpen(tx, { boxId, userId: o.userId, orderId: o.id, prizeId: prize.id, openedAt: clock.now() });
        return;
      }
    }
    throw new AppError(ErrorCode.SOLD_OUT, '盲盒奖品已发完');
  }

  return {
    async info(uid: number | null, q: { id?: number | undefined }) {
      const box = q.id ? await boxOr404(q.id) : await repo.current(clock.now());
      if (!box) throw new AppError(ErrorCode.NOT_FOUND, '暂无在售的盲盒');
      const mine = uid
        ? await standing(uid, box)
        : { buy: 'login' as const, reason: '请先登录', today_left: null, age: null };
      return { box: (await views([box]))[0]!, mine };
    },

    async list(p: { page: number; page_size: number }) {
      const [rows, [total]] = await repo.onSalePage(clock.now(), p);
      return {
        list: (await views(rows)).map(({ prizes: _p, rules: _r, ...b }) => b),
        count: total?.n ?? 0,
        page_size: p.page_size,
      };
    },

    /**
     * Buys boxes: the age rule, the sale and the daily cap (taken by one conditional upsert, exact under parallel
     * purchases), then an order of the box's item through the order module; a refused order gives the cap back.
     */
    async buy(user: AuthUser, q: BuyQuery) {
      const box = await boxOr404(q.box_id);
      const s = await standing(user.uid, box);
      if (s.buy === 'certify') throw new AppError(ErrorCode.CONFLICT, s.reason);
      if (s.buy === 'refused')
        throw new AppError(s.reason.startsWith('今日') ? ErrorCode.LIMIT_REACHED : ErrorCode.CONFLICT, s.reason);
      if (s.buy === 'guardian' && !q.guardian_consent)
        throw new AppError(ErrorCode.CONFLICT, '未满18周岁购买盲盒须经监护人同意，请填写监护人姓名和手机号');
      const day = shanghaiDay(clock.now());
      if (!(await repo.takeDaily(box.b.id, user.uid, day, q.quantity, box.b.dailyCap)))
        throw new AppError(
          ErrorCode.LIMIT_REACHED,
          `今日购买数量已达上限（每人每日限购${box.b.dailyCap}个，今日还可购买${s.today_left}个）`,
        );
      let placed;
      try {
        placed = await orders.create(user, {
          item_id: box.b.itemId,
          quantity: q.quantity,
          recipient_id: null,
          spm: '',
        });
      } catch (e) {
        await repo.returnDaily(box.b.id, user.uid, day, q.quantity);
        throw e;
      }
      const minor = s.buy === 'guardian';
      await repo.insertOrder({
        orderId: placed.id,
        boxId: box.b.id,
        userId: user.uid,
        day,
        quantity: q.quantity,
        age: s.age!,
        guardianName: minor ? q.guardian_name : '',
        guardianMobile: minor ? q.guardian_mobile : '',
      });
      return { order_id: placed.id, order_sn: placed.order_sn, amount: placed.amount, expire_time: placed.expire_time };
    },

    /** The order module's paid hook: opens every box of a blind-box order, in the payment's transaction. */
    async onOrderPaid(tx: Tx, o: OrderRow) {
      const box = await repo.byItem(tx, o.itemId);
      if (!box) return;
      for (let i = 0; i < o.quantity; i++) await openOne(tx, box.id, o);
    },

    /** The order module's released hook: a cancelled or expired blind-box order gives its day's cap back. */
    async onOrdersReleased(tx: Tx, orderIds: number[]) {
      for (const r of await repo.ordersIn(tx, orderIds))
        await repo.returnDaily(r.boxId, r.userId, r.day, r.quantity, tx);
    },

    /** The order module's refund hook: an opened box is not refunded (its prize is given). */
    async onRefund(tx: Tx, o: OrderRow) {
      if (await repo.byItem(tx, o.itemId)) throw new AppError(ErrorCode.CONFLICT, '盲盒开启后不支持退款');
    },

    /** createorder refuses a box's item: a box is bought only through blindbox/buy (the age rule, the cap). */
    async refuseDirect(itemId: number) {
      if (await repo.isBoxItem(itemId)) throw new AppError(ErrorCode.CONFLICT, '盲盒请在盲盒页面购买');
    },

    async orderResult(uid: number, orderId: number) {
      const own = await repo.ownOrder(uid, orderId);
      if (!own) throw new AppError(ErrorCode.NOT_FOUND, '订单不存在');
      const [opens] = await repo.opens({ uid, orderId }, { page: 1, page_size: 100 });
      return {
        order_id: own.o.id,
        order_sn: own.o.orderSn,
        state: own.o.state,
        box_id: own.boxId,
        box_title: own.boxTitle,
        quantity: own.o.quantity,
        opens: opens.map(openView),
      };
    },

    async myOpens(uid: number, p: { page: number; page_size: number }) {
      const [list, [total]] = await repo.opens({ uid }, p);
      return { list: list.map(openView), count: total?.n ?? 0, page_size: p.page_size };
    },

    async manageList(actor: BusinessActor, p: { page: number; page_size: number }) {
      const [rows, [total]] = await repo.businessPage(actor.businessId, p);
      return { list: await views(rows), count: total?.n ?? 0, page_size: p.page_size };
    },

    /**
     * Creates or edits a box of the actor's business. The prizes and the price change only before the first order
     * (the item's issued count, read under a lock on the item row, so no order is placed meanwhile).
     */
    async save(actor: BusinessActor, q: SaveQuery) {
      const stock = q.prizes.reduce((s, p) => s + p.stock, 0);
      const start = new Date(q.start_time * 1000);
      const end = new Date(q.end_time * 1000);
      const values = {
        businessId: actor.businessId,
        projectId: q.project_id,
        title: q.title,
        cover: q.cover,
        rules: q.rules,
        price: q.price,
        dailyCap: q.daily_cap,
        state: q.state,
        startAt: start,
        endAt: end,
        createdBy: actor.uid,
      };
      const item = { projectId: q.project_id, name: `盲盒·${q.title}`, price: q.price, stock, start, end };
      const id = await db.transaction(async (tx) => {
        if (q.project_id !== null && (await repo.projectBusiness(tx, q.project_id)) !== actor.businessId)
          throw validationError([{ field: 'project_id', message: '请选择本商家的展会' }]);
        if (!q.id) {
          const itemId = await repo.insertItem(tx, { ...item, businessId: actor.businessId, by: actor.uid });
          const boxId = await repo.insertBox(tx, { ...values, itemId });
          await repo.replacePrizes(tx, boxId, q.prizes);
          return boxId;
        }
        const box = await repo.byId(q.id, tx);
        if (!box || box.b.businessId !== actor.businessId) throw new AppError(ErrorCode.NOT_FOUND, '盲盒不存在');
        const issued = await repo.lockItemIssued(tx, box.b.itemId);
        const prizes = await repo.prizesOf([box.b.id], tx);
        const same =
          prizes.length === q.prizes.length &&
          prizes.every((p, i) => {
            const n = q.prizes[i]!;
            return (
              p.name === n.name &&
              p.image === n.image &&
              p.value === n.value &&
              p.stock === n.stock &&
              p.weight === n.weight
            );
          });
        if (issued > 0 && (!same || q.price !== box.b.price))
          throw new AppError(ErrorCode.CONFLICT, '盲盒已有订单，奖品和价格不能修改');
        const { createdBy: _c, businessId: _b, ...changes } = values;
        await repo.updateBox(tx, box.b.id, changes, clock.now());
        await repo.updateItem(tx, box.b.itemId, item);
        if (!same) await repo.replacePrizes(tx, box.b.id, q.prizes);
        return box.b.id;
      });
      return (await views([(await repo.byId(id))!]))[0]!;
    },
  };
}
export type BlindBoxService = ReturnType<typeof blindBoxService>;

const openView = (r: {
  o: { id: number; boxId: number; orderId: number; prizeId: number; openedAt: Date };
  boxTitle: string;
  prizeName: string;
  prizeImage: string;
  prizeValue: number;
}) => ({
  id: r.o.id,
  box_id: r.o.boxId,
  box_title: r.boxTitle,
  order_id: r.o.orderId,
  prize_id: r.o.prizeId,
  prize_name: r.prizeName,
  prize_image: r.prizeImage,
  prize_value: r.prizeValue,
  opened_at: toSecs(r.o.openedAt),
});

import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  blindBoxDaily,
  blindBoxes,
  blindBoxOpens,
  blindBoxOrders,
  blindBoxPrizes,
  businesses,
  certifiedBirthDates,
  items,
  orders,
  projects,
  realNames,
} from '../../db/schema.js';

export type BoxRow = typeof blindBoxes.$inferSelect;
export type PrizeRow = typeof blindBoxPrizes.$inferSelect;
export type PrizeInput = Pick<PrizeRow, 'name' | 'image' | 'value' | 'stock' | 'weight'>;
export type BoxValues = Omit<typeof blindBoxes.$inferInsert, 'id' | 'itemId' | 'createdAt' | 'updatedAt'>;

/** A box with what its answer shows besides its row: names and the boxes left (the item's stock not reserved). */
const boxSelect = {
  b: blindBoxes,
  businessName: businesses.name,
  projectName: sql<string>`coalesce(${projects.name}, '')`,
  remaining: sql<number>`greatest(${items.totalStock} - ${items.issued}, 0)`.mapWith(Number),
};
export type BoxView = { b: BoxRow; businessName: string; projectName: string; remaining: number };

/** Drizzle queries of blind boxes (docs/blindbox.md); no rule beyond each statement's own condition. */
export function blindBoxRepository(db: Db) {
  const boxes = (tx: Db | Tx = db) =>
    tx
      .select(boxSelect)
      .from(blindBoxes)
      .innerJoin(items, eq(items.id, blindBoxes.itemId))
      .innerJoin(businesses, eq(businesses.id, blindBoxes.businessId))
      .leftJoin(projects, eq(projects.id, blindBoxes.projectId));
  const onSale = (now: Date) =>
    and(eq(blindBoxes.state, 'on'), lte(blindBoxes.startAt, now), gt(blindBoxes.endAt, now));

  return {
    byId: async (id: number, tx: Db | Tx = db): Promise<BoxView | undefined> =>
      (await boxes(tx).where(eq(blindBoxes.id, id)))[0],

    /** The newest box on sale now. */
    current: async (now: Date): Promise<BoxView | undefined> =>
      (await boxes().where(onSale(now)).orderBy(desc(blindBoxes.id)).limit(1))[0],

    onSalePage: (now: Date, p: { page: number; page_size: number }) =>
      Promise.all([
        boxes()
          .where(onSale(now))
          .orderBy(desc(blindBoxes.id))
          .limit(p.page_size)
          .offset((p.page - 1) * p.page_size),
        db.select({ n: count() }).from(blindBoxes).where(onSale(now)),
      ]),

    businessPage: (businessId: number, p: { page: number; page_size: number }) =>
      Promise.all([
        boxes()
          .where(eq(blindBoxes.businessId, businessId))
          .orderBy(desc(blindBoxes.id))
          .limit(p.page_size)
          .offset((p.page - 1) * p.page_size),
        db.select({ n: count() }).from(blindBoxes).where(eq(blindBoxes.businessId, businessId)),
      ]),

    prizesOf: async (boxIds: number[], tx: Db | Tx = db): Promise<PrizeRow[]> =>
      boxIds.length
        ? tx
            .select()
            .from(blindBoxPrizes)
            .where(inArray(blindBoxPrizes.boxId, boxIds))
            .orderBy(asc(blindBoxPrizes.sort), asc(blindBoxPrizes.id))
        : [],

    /** The box an item backs (an order's item). */
    byItem: async (tx: Tx, itemId: number): Promise<BoxRow | undefined> =>
      (await tx.select().from(blindBoxes).where(eq(blindBoxes.itemId, itemId)))[0],

    /** The business a project belongs to (undefined when none). */
    projectBusiness: async (tx: Tx, projectId: number): Promise<number | undefined> =>
      (await tx.select({ b: projects.businessId }).from(projects).where(eq(projects.id, projectId)))[0]?.b,

    isBoxItem: async (itemId: number): Promise<boolean> =>
      (await db.select({ id: blindBoxes.id }).from(blindBoxes).where(eq(blindBoxes.itemId, itemId))).length > 0,

    /** The backing item of a new box: an approved coupon of the business, on sale in the box's window. */
    insertItem: async (
      tx: Tx,
      v: {
        businessId: number;
        projectId: number | null;
        name: string;
        price: number;
        stock: number;
        start: Date;
        end: Date;
        by: number;
      },
    ): Promise<number> =>
      (
        await tx
          .insert(items)
          .values({
            businessId: v.businessId,
            projectId: v.projectId,
            productType: 2,
            state: 'approved',
            name: v.name,
            parValue: v.price,
            sellValue: v.price,
            totalStock: v.stock,
            perUserLimit: 1_000_000,
            issueStart: v.start,
            issueEnd: v.end,
            validityStart: v.start,
            validityEnd: v.end,
            ruleContent: '盲盒购买凭证，支付后自动开启',
            createdBy: v.by,
          })
          .returning({ id: items.id })
      )[0]!.id,

    /** The item follows the box: name, price (before any order), window, stock (= the prizes' stock). */
    updateItem: async (
      tx: Tx,
      itemId: number,
      v: { projectId: number | null; name: string; price: number; stock: number; start: Date; end: Date },
    ) =>
      tx
        .update(items)
        .set({
          projectId: v.projectId,
          name: v.name,
          parValue: v.price,
          sellValue: v.price,
          totalStock: v.stock,
          issueStart: v.start,
          issueEnd: v.end,
          validityStart: v.start,
          validityEnd: v.end,
          updatedAt: new Date(),
        })
        .where(eq(items.id, itemId)),

    /** The item's reserved and sold count, read under a lock on its row (no order is placed meanwhile). */
    lockItemIssued: async (tx: Tx, itemId: number): Promise<number> =>
      (await tx.select({ issued: items.issued }).from(items).where(eq(items.id, itemId)).for('update'))[0]?.issued ?? 0,

    insertBox: async (tx: Tx, v: BoxValues & { itemId: number }): Promise<number> =>
      (await tx.insert(blindBoxes).values(v).returning({ id: blindBoxes.id }))[0]!.id,

    updateBox: async (tx: Tx, id: number, v: Partial<BoxValues>, now: Date) =>
      tx
        .update(blindBoxes)
        .set({ ...v, updatedAt: now })
        .where(eq(blindBoxes.id, id)),

    replacePrizes: async (tx: Tx, boxId: number, prizes: PrizeInput[]) => {
      await tx.delete(blindBoxPrizes).where(eq(blindBoxPrizes.boxId, boxId));
      await tx.insert(blindBoxPrizes).values(prizes.map((p, i) => ({ ...p, boxId, sort: i })));
    },

    /** The certification state of a person and the birth date it keeps (null when none). */
    certification: async (uid: number): Promise<{ state: string; birthDate: string | null } | undefined> =>
      (
        await db
          .select({ state: realNames.state, birthDate: certifiedBirthDates.birthDate })
          .from(realNames)
          .leftJoin(certifiedBirthDates, eq(certifiedBirthDates.userId, realNames.userId))
          .where(eq(realNames.userId, uid))
      )[0],

    /** Boxes the person bought of a box on a day (live orders). */
    boughtOn: async (boxId: number, uid: number, day: string): Promise<number> =>
      (
        await db
          .select({ n: blindBoxDaily.bought })
          .from(blindBoxDaily)
          .where(and(eq(blindBoxDaily.boxId, boxId), eq(blindBoxDaily.userId, uid), eq(blindBoxDaily.day, day)))
      )[0]?.n ?? 0,

    /** Takes `n` of the day's cap in one conditional upsert: false when it would pass `cap`. */
    takeDaily: async (boxId: number, uid: number, day: string, n: number, cap: number): Promise<boolean> =>
      (
        await db
          .insert(blindBoxDaily)
          .values({ boxId, userId: uid, day, bought: n })
          .onConflictDoUpdate({
            target: [blindBoxDaily.boxId, blindBoxDaily.userId, blindBoxDaily.day],
            set: { bought: sql`${blindBoxDaily.bought} + ${n}` },
            setWhere: sql`${blindBoxDaily.bought} + ${n} <= ${cap}`,
          })
          .returning({ n: blindBoxDaily.bought })
      ).length > 0,

    /** Gives `n` of the day's cap back (a refused order, a cancelled or expired one). */
    returnDaily: async (boxId: number, uid: number, day: string, n: number, tx: Db | Tx = db) =>
      tx
        .update(blindBoxDaily)
        .set({ bought: sql`greatest(${blindBoxDaily.bought} - ${n}, 0)` })
        .where(and(eq(blindBoxDaily.boxId, boxId), eq(blindBoxDaily.userId, uid), eq(blindBoxDaily.day, day))),

    insertOrder: async (v: typeof blindBoxOrders.$inferInsert) => db.insert(blindBoxOrders).values(v),

    ordersIn: async (tx: Tx, orderIds: number[]) =>
      tx.select().from(blindBoxOrders).where(inArray(blindBoxOrders.orderId, orderIds)),

    /** The prizes of a box still in stock, for one open. */
    inStock: async (tx: Tx, boxId: number): Promise<PrizeRow[]> =>
      tx
        .select()
        .from(blindBoxPrizes)
        .where(and(eq(blindBoxPrizes.boxId, boxId), sql`${blindBoxPrizes.given} < ${blindBoxPrizes.stock}`))
        .orderBy(asc(blindBoxPrizes.id)),

    /** One of a prize's stock given: one conditional UPDATE (never past its stock); false when none was left. */
    give: async (tx: Tx, prizeId: number): Promise<boolean> =>
      (
        await tx
          .update(blindBoxPrizes)
          .set({ given: sql`${blindBoxPrizes.given} + 1` })
          .where(and(eq(blindBoxPrizes.id, prizeId), sql`${blindBoxPrizes.given} < ${blindBoxPrizes.stock}`))
          .returning({ id: blindBoxPrizes.id })
      ).length > 0,

    insertOpen: async (tx: Tx, v: typeof blindBoxOpens.$inferInsert) => tx.insert(blindBoxOpens).values(v),

    /** An order of the person (its box by the item), undefined when not theirs or not a box's. */
    ownOrder: async (uid: number, orderId: number) =>
      (
        await db
          .select({ o: orders, boxId: blindBoxes.id, boxTitle: blindBoxes.title })
          .from(orders)
          .innerJoin(blindBoxes, eq(blindBoxes.itemId, orders.itemId))
          .where(and(eq(orders.id, orderId), eq(orders.userId, uid)))
      )[0],

    opens: (where: { uid: number; orderId?: number }, p: { page: number; page_size: number }) => {
      const cond = and(
        eq(blindBoxOpens.userId, where.uid),
        where.orderId ? eq(blindBoxOpens.orderId, where.orderId) : undefined,
      );
      return Promise.all([
        db
          .select({
            o: blindBoxOpens,
            boxTitle: blindBoxes.title,
            prizeName: blindBoxPrizes.name,
            prizeImage: blindBoxPrizes.image,
            prizeValue: blindBoxPrizes.value,
          })
          .from(blindBoxOpens)
          .innerJoin(blindBoxes, eq(blindBoxes.id, blindBoxOpens.boxId))
          .innerJoin(blindBoxPrizes, eq(blindBoxPrizes.id, blindBoxOpens.prizeId))
          .where(cond)
          .orderBy(desc(blindBoxOpens.id))
          .limit(p.page_size)
          .offset((p.page - 1) * p.page_size),
        db.select({ n: count() }).from(blindBoxOpens).where(cond),
      ]);
    },
  };
}
export type BlindBoxRepository = ReturnType<typeof blindBoxRepository>;

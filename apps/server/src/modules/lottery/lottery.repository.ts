import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { LotteryState, WinnerState } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import {
  businesses,
  holdings,
  items,
  lotteries,
  lotteryEntries,
  lotteryLogs,
  lotteryPrizes,
  lotteryWinners,
  projects,
  users,
  writeOffs,
} from '../../db/schema.js';

export type LotteryRow = typeof lotteries.$inferSelect;
export type PrizeRow = typeof lotteryPrizes.$inferSelect;
export interface DraftValues {
  projectId: number;
  title: string;
  rules: string;
  drawAt: Date;
  holdTicket: boolean;
  checkedInToday: boolean;
}
export interface PrizeValues {
  name: string;
  image: string;
  value: number;
  stock: number;
}

/** The public states: what members see in the list and on the show page. */
const PUBLIC_STATES: LotteryState[] = ['published', 'drawing', 'drawn'];

const summaryColumns = {
  l: lotteries,
  projectName: projects.name,
  businessName: businesses.name,
};

/** Drizzle queries of lotteries, their prizes, entries, winners and log (docs/lottery.md); nothing else. */
export function lotteryRepository(db: Db) {
  const withNames = (d: Db | Tx) =>
    d
      .select(summaryColumns)
      .from(lotteries)
      .innerJoin(projects, eq(projects.id, lotteries.projectId))
      .innerJoin(businesses, eq(businesses.id, lotteries.businessId));

  return {
    /** A project of the business that is not deleted. */
    projectOf: async (businessId: number, projectId: number) =>
      (
        await db
          .select({ id: projects.id, name: projects.name })
          .from(projects)
          .where(and(eq(projects.id, projectId), eq(projects.businessId, businessId), isNull(projects.deletedAt)))
      )[0],

    /** A lottery with its project's and business's names. */
    byId: async (id: number, d: Db | Tx = db) => (await withNames(d).where(eq(lotteries.id, id)))[0],

    /** The lottery row, locked for the rest of the transaction. */
    lock: async (tx: Tx, id: number) =>
      (await tx.select().from(lotteries).where(eq(lotteries.id, id)).for('update'))[0],

    /** The prizes of lotteries, by level. */
    prizesOf: async (ids: number[], d: Db | Tx = db): Promise<PrizeRow[]> =>
      ids.length === 0
        ? []
        : d
            .select()
            .from(lotteryPrizes)
            .where(inArray(lotteryPrizes.lotteryId, ids))
            .orderBy(asc(lotteryPrizes.sort), asc(lotteryPrizes.id)),

    insertDraft: async (tx: Tx, businessId: number, uid: number, v: DraftValues) =>
      (
        await tx
          .insert(lotteries)
          .values({ ...v, businessId, createdBy: uid })
          .returning({ id: lotteries.id })
      )[0]!.id,

    /** Rewrites a draft: false when it is no longer a draft. */
    updateDraft: async (tx: Tx, id: number, v: DraftValues, now: Date) =>
      (
        await tx
          .update(lotteries)
          .set({ ...v, updatedAt: now })
          .where(and(eq(lotteries.id, id), eq(lotteries.state, 'draft')))
          .returning({ id: lotteries.id })
      ).length > 0,

    replacePrizes: async (tx: Tx, lotteryId: number, prizes: PrizeValues[]) => {
      await tx.delete(lotteryPrizes).where(eq(lotteryPrizes.lotteryId, lotteryId));
      await tx.insert(lotteryPrizes).values(prizes.map((p, i) => ({ ...p, lotteryId, sort: i + 1 })));
    },

    /** draft → published with the committed seed while the draw time is ahead: false otherwise. */
    publish: async (tx: Tx, id: number, seed: string, seedHash: string, now: Date) =>
      (
        await tx
          .update(lotteries)
          .set({ state: 'published', seed, seedHash, publishedAt: now, updatedAt: now })
          .where(and(eq(lotteries.id, id), eq(lotteries.state, 'draft'), gt(lotteries.drawAt, now)))
          .returning({ id: lotteries.id })
      ).length > 0,

    /** draft → cancelled: false when it was not a draft. */
    cancel: async (id: number, now: Date) =>
      (
        await db
          .update(lotteries)
          .set({ state: 'cancelled', updatedAt: now })
          .where(and(eq(lotteries.id, id), eq(lotteries.state, 'draft')))
          .returning({ id: lotteries.id })
      ).length > 0,

    /** Published, drawing and drawn lotteries: the open ones first (soonest draw), then the latest drawn. */
    publicPage: async (offset: number, limit: number) => {
      const where = inArray(lotteries.state, PUBLIC_STATES);
      const [rows, total] = await Promise.all([
        withNames(db)
          .where(where)
          .orderBy(
            sql`case ${lotteries.state} when 'published' then 0 when 'drawing' then 1 else 2 end`,
            sql`case when ${lotteries.state} = 'published' then ${lotteries.drawAt} end asc`,
            desc(lotteries.drawAt),
            desc(lotteries.id),
          )
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(lotteries).where(where),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },

    /** Every lottery of a business, newest first. */
    businessPage: async (businessId: number, offset: number, limit: number) => {
      const where = eq(lotteries.businessId, businessId);
      const [rows, total] = await Promise.all([
        withNames(db).where(where).orderBy(desc(lotteries.id)).offset(offset).limit(limit),
        db.select({ n: count() }).from(lotteries).where(where),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },

    /** A user's entries, newest first, with the lottery and their winner row if any. */
    entriesPage: async (uid: number, offset: number, limit: number) => {
      const where = eq(lotteryEntries.userId, uid);
      const [rows, total] = await Promise.all([
        db
          .select({
            ...summaryColumns,
            entryNo: lotteryEntries.entryNo,
            enteredAt: lotteryEntries.createdAt,
            winState: lotteryWinners.state,
            prizeName: lotteryPrizes.name,
          })
          .from(lotteryEntries)
          .innerJoin(lotteries, eq(lotteries.id, lotteryEntries.lotteryId))
          .innerJoin(projects, eq(projects.id, lotteries.projectId))
          .innerJoin(businesses, eq(businesses.id, lotteries.businessId))
          .leftJoin(
            lotteryWinners,
            and(eq(lotteryWinners.lotteryId, lotteries.id), eq(lotteryWinners.userId, lotteryEntries.userId)),
          )
          .leftJoin(lotteryPrizes, eq(lotteryPrizes.id, lotteryWinners.prizeId))
          .where(where)
          .orderBy(desc(lotteryEntries.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(lotteryEntries).where(where),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },

    entryOf: async (lotteryId: number, uid: number) =>
      (
        await db
          .select()
          .from(lotteryEntries)
          .where(and(eq(lotteryEntries.lotteryId, lotteryId), eq(lotteryEntries.userId, uid)))
      )[0],

    /**
     * Takes the next entry number while the lottery is published and its draw time ahead (the row lock orders the
     * entries and the close): the number, or undefined.
     */
    takeEntryNo: async (tx: Tx, id: number, now: Date) =>
      (
        await tx
          .update(lotteries)
          .set({ entrantCount: sql`${lotteries.entrantCount} + 1` })
          .where(and(eq(lotteries.id, id), eq(lotteries.state, 'published'), gt(lotteries.drawAt, now)))
          .returning({ n: lotteries.entrantCount })
      )[0]?.n,

    /** The entry, or false when the person already has one. */
    insertEntry: async (tx: Tx, lotteryId: number, uid: number, entryNo: number) =>
      (
        await tx
          .insert(lotteryEntries)
          .values({ lotteryId, userId: uid, entryNo })
          .onConflictDoNothing({ target: [lotteryEntries.lotteryId, lotteryEntries.userId] })
          .returning({ id: lotteryEntries.id })
      ).length > 0,

    /** Holds a holding of an item of the project, not voided, still valid. */
    holdsTicket: async (uid: number, projectId: number, now: Date) =>
      (
        await db
          .select({ id: holdings.id })
          .from(holdings)
          .innerJoin(items, eq(items.id, holdings.itemId))
          .where(
            and(
              eq(holdings.userId, uid),
              eq(items.projectId, projectId),
              isNull(holdings.voidedAt),
              isNull(items.deletedAt),
              or(isNull(items.validityEnd), gt(items.validityEnd, now)),
            ),
          )
          .limit(1)
      ).length > 0,

    /** A holding of an item of the project written off in [from, to). */
    checkedInBetween: async (uid: number, projectId: number, from: Date, to: Date) =>
      (
        await db
          .select({ id: writeOffs.id })
          .from(writeOffs)
          .innerJoin(holdings, eq(holdings.id, writeOffs.holdingId))
          .innerJoin(items, eq(items.id, writeOffs.itemId))
          .where(
            and(
              eq(holdings.userId, uid),
              eq(items.projectId, projectId),
              isNull(holdings.voidedAt),
              sql`${writeOffs.createdAt} >= ${from.toISOString()} and ${writeOffs.createdAt} < ${to.toISOString()}`,
            ),
          )
          .limit(1)
      ).length > 0,

    /** published → drawing at or after the draw time: the one statement that makes a single draw. */
    close: async (tx: Tx, id: number, businessId: number, now: Date) =>
      (
        await tx
          .update(lotteries)
          .set({ state: 'drawing', closedAt: now, updatedAt: now })
          .where(
            and(
              eq(lotteries.id, id),
              eq(lotteries.businessId, businessId),
              eq(lotteries.state, 'published'),
              lte(lotteries.drawAt, now),
            ),
          )
          .returning()
      )[0],

    /** The entrants' user ids in entry order. */
    entrantIds: async (lotteryId: number, d: Db | Tx = db) =>
      (
        await d
          .select({ uid: lotteryEntries.userId })
          .from(lotteryEntries)
          .where(eq(lotteryEntries.lotteryId, lotteryId))
          .orderBy(asc(lotteryEntries.entryNo))
      ).map((r) => r.uid),

    fixOrder: async (tx: Tx, id: number, entrantsHash: string, order: number[], entrantCount: number) => {
      await tx.update(lotteries).set({ entrantsHash, drawOrder: order, entrantCount }).where(eq(lotteries.id, id));
    },

    /** Masked-to-be mobiles of up to `limit` entrants, in entry order. */
    entrantMobiles: async (lotteryId: number, limit: number) =>
      (
        await db
          .select({ mobile: users.mobile })
          .from(lotteryEntries)
          .innerJoin(users, eq(users.id, lotteryEntries.userId))
          .where(eq(lotteryEntries.lotteryId, lotteryId))
          .orderBy(asc(lotteryEntries.entryNo))
          .limit(limit)
      ).map((r) => r.mobile),

    /** The mobiles of some users, in no order. */
    mobilesOf: async (tx: Tx, ids: number[]) =>
      (await tx.select({ mobile: users.mobile }).from(users).where(inArray(users.id, ids))).map((r) => r.mobile),

    /** The winners revealed so far, in drawn order, with their mobile and prize. */
    winners: async (lotteryId: number, d: Db | Tx = db) =>
      d
        .select({ w: lotteryWinners, mobile: users.mobile, prizeName: lotteryPrizes.name, sort: lotteryPrizes.sort })
        .from(lotteryWinners)
        .innerJoin(users, eq(users.id, lotteryWinners.userId))
        .innerJoin(lotteryPrizes, eq(lotteryPrizes.id, lotteryWinners.prizeId))
        .where(eq(lotteryWinners.lotteryId, lotteryId))
        .orderBy(asc(lotteryWinners.position)),

    insertWinner: async (tx: Tx, lotteryId: number, position: number, userId: number, prizeId: number) => {
      await tx.insert(lotteryWinners).values({ lotteryId, position, userId, prizeId });
    },

    /** The waiting winner → confirmed or absent: the row, or undefined when it was not waiting. */
    decide: async (tx: Tx, lotteryId: number, winnerId: number, state: WinnerState, by: number, at: Date) =>
      (
        await tx
          .update(lotteryWinners)
          .set({ state, decidedBy: by, decidedAt: at })
          .where(
            and(
              eq(lotteryWinners.id, winnerId),
              eq(lotteryWinners.lotteryId, lotteryId),
              eq(lotteryWinners.state, 'drawn'),
            ),
          )
          .returning()
      )[0],

    /** One more confirmed winner of a prize while under its stock: false otherwise. */
    addWon: async (tx: Tx, prizeId: number) =>
      (
        await tx
          .update(lotteryPrizes)
          .set({ won: sql`${lotteryPrizes.won} + 1` })
          .where(and(eq(lotteryPrizes.id, prizeId), sql`${lotteryPrizes.won} < ${lotteryPrizes.stock}`))
          .returning({ id: lotteryPrizes.id })
      ).length > 0,

    setCursor: async (tx: Tx, id: number, cursor: number) => {
      await tx.update(lotteries).set({ cursor }).where(eq(lotteries.id, id));
    },

    /** drawing → drawn: the seed may now be shown. */
    finish: async (tx: Tx, id: number, now: Date) => {
      await tx
        .update(lotteries)
        .set({ state: 'drawn', drawnAt: now, updatedAt: now })
        .where(and(eq(lotteries.id, id), eq(lotteries.state, 'drawing')));
    },

    log: async (tx: Tx, lotteryId: number, actorId: number, action: string, detail: Record<string, unknown>) => {
      await tx.insert(lotteryLogs).values({ lotteryId, actorId, action, detail });
    },

    logs: async (lotteryId: number, limit = 50) =>
      db
        .select()
        .from(lotteryLogs)
        .where(eq(lotteryLogs.lotteryId, lotteryId))
        .orderBy(desc(lotteryLogs.id))
        .limit(limit),
  };
}
export type LotteryRepository = ReturnType<typeof lotteryRepository>;
export type LotteryNamed = NonNullable<Awaited<ReturnType<LotteryRepository['byId']>>>;
export type WinnerNamed = Awaited<ReturnType<LotteryRepository['winners']>>[number];

import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  businesses,
  checkpointCheckers,
  checkpoints,
  items,
  projects,
  userRoles,
  users,
  writeOffs,
} from '../../db/schema.js';
import { writeOffRecords } from './write-off.repository.js';

export type PointRow = typeof checkpoints.$inferSelect;
/** The editable columns of a point. */
export type PointColumns = Pick<
  typeof checkpoints.$inferInsert,
  'name' | 'location' | 'longitude' | 'latitude' | 'radius' | 'writeOffType' | 'writeOffNum' | 'openingHours'
>;

/** Drizzle queries on write-off points, their checkers and their write-off logs; nothing else. */
export function checkpointRepository(db: Db) {
  return {
    itemName: async (itemId: number, tx: Db | Tx = db) =>
      (await tx.select({ name: items.name }).from(items).where(eq(items.id, itemId)))[0]?.name,

    /** The point's checkers, first assigned first. */
    checkersOf: (pointId: number, tx: Db | Tx = db) =>
      tx
        .select({ id: users.id, user_name: users.nickname, user_phone: users.mobile, avatar: users.headimg })
        .from(checkpointCheckers)
        .innerJoin(users, eq(users.id, checkpointCheckers.userId))
        .where(eq(checkpointCheckers.checkpointId, pointId))
        .orderBy(asc(checkpointCheckers.createdAt)),

    /** A live point of the business. */
    livePointOf: async (businessId: number, id: number, tx: Db | Tx = db) =>
      (
        await tx
          .select()
          .from(checkpoints)
          .where(and(eq(checkpoints.id, id), eq(checkpoints.businessId, businessId), isNull(checkpoints.deletedAt)))
      )[0],

    /** A live item of the business: its id and state. */
    liveItemOf: async (businessId: number, itemId: number) =>
      (
        await db
          .select({ id: items.id, state: items.state })
          .from(items)
          .where(and(eq(items.id, itemId), eq(items.businessId, businessId), isNull(items.deletedAt)))
      )[0],

    livePoint: async (id: number) =>
      (
        await db
          .select()
          .from(checkpoints)
          .where(and(eq(checkpoints.id, id), isNull(checkpoints.deletedAt)))
      )[0],

    isChecker: async (pointId: number, uid: number) =>
      (
        await db
          .select({ id: checkpointCheckers.userId })
          .from(checkpointCheckers)
          .where(and(eq(checkpointCheckers.checkpointId, pointId), eq(checkpointCheckers.userId, uid)))
      ).length > 0,

    updatePoint: async (tx: Tx, id: number, cols: PointColumns, at: Date) =>
      (
        await tx
          .update(checkpoints)
          .set({ ...cols, updatedAt: at })
          .where(eq(checkpoints.id, id))
          .returning()
      )[0],

    insertPoint: async (
      tx: Tx,
      row: PointColumns & { businessId: number; itemId: number; param: string; createdBy: number },
    ) => (await tx.insert(checkpoints).values(row).returning())[0],

    /** The item's live points of the business, oldest first. */
    livePointsOfItem: (businessId: number, itemId: number) =>
      db
        .select()
        .from(checkpoints)
        .where(
          and(eq(checkpoints.itemId, itemId), eq(checkpoints.businessId, businessId), isNull(checkpoints.deletedAt)),
        )
        .orderBy(asc(checkpoints.id)),

    /** Deletes (softly) a live point of the business never used: false when none was. */
    removeUnused: async (tx: Tx, businessId: number, id: number, at: Date) =>
      (
        await tx
          .update(checkpoints)
          .set({ deletedAt: at })
          .where(
            and(
              eq(checkpoints.id, id),
              eq(checkpoints.businessId, businessId),
              isNull(checkpoints.deletedAt),
              eq(checkpoints.used, 0),
            ),
          )
          .returning({ id: checkpoints.id })
      ).length > 0,

    removeCheckers: (tx: Tx, pointId: number) =>
      tx.delete(checkpointCheckers).where(eq(checkpointCheckers.checkpointId, pointId)),

    /** The person checks at the point and holds the business's checker role (both kept when already there). */
    async addChecker(tx: Tx, pointId: number, userId: number, businessId: number) {
      await tx.insert(checkpointCheckers).values({ checkpointId: pointId, userId }).onConflictDoNothing();
      await tx.insert(userRoles).values({ userId, role: 'checker', businessId }).onConflictDoNothing();
    },

    /** The person checks at the point (kept when already there), without a role of the business (an event's organisers). */
    addPointChecker: (tx: Tx, pointId: number, userId: number) =>
      tx.insert(checkpointCheckers).values({ checkpointId: pointId, userId }).onConflictDoNothing(),

    /** False when the person did not check at the point. */
    removeChecker: async (tx: Tx, pointId: number, userId: number) =>
      (
        await tx
          .delete(checkpointCheckers)
          .where(and(eq(checkpointCheckers.checkpointId, pointId), eq(checkpointCheckers.userId, userId)))
          .returning({ id: checkpointCheckers.userId })
      ).length > 0,

    /** A page of the point's write-offs, how many there are, and the counts of its last 62 days (China time). */
    logsPage: (pointId: number, limit: number, offset: number) => {
      const where = eq(writeOffs.checkpointId, pointId);
      const dayOf = sql<string>`to_char(${writeOffs.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
      return Promise.all([
        writeOffRecords(db, where, limit, offset),
        db.select({ n: count() }).from(writeOffs).where(where),
        db
          .select({ day: dayOf, count: count() })
          .from(writeOffs)
          .where(where)
          .groupBy(dayOf)
          .orderBy(sql`1 desc`)
          .limit(62),
      ]);
    },

    /** The live points the person checks at (any business), with item, project and business, newest item first. */
    pointsOfChecker: (uid: number, itemId?: number) =>
      db
        .select({
          point: checkpoints,
          item: items,
          projectName: sql<string>`coalesce(${projects.name}, '')`,
          businessName: businesses.name,
        })
        .from(checkpointCheckers)
        .innerJoin(checkpoints, eq(checkpoints.id, checkpointCheckers.checkpointId))
        .innerJoin(items, eq(items.id, checkpoints.itemId))
        .innerJoin(businesses, eq(businesses.id, checkpoints.businessId))
        .leftJoin(projects, eq(projects.id, items.projectId))
        .where(
          and(
            eq(checkpointCheckers.userId, uid),
            isNull(checkpoints.deletedAt),
            itemId ? eq(items.id, itemId) : undefined,
          ),
        )
        .orderBy(sql`${items.id} desc`, asc(checkpoints.id)),

    /** Write-offs per point since the start of `today` (a date in Asia/Shanghai). */
    countsSince: (pointIds: number[], today: string) =>
      db
        .select({ id: writeOffs.checkpointId, n: count() })
        .from(writeOffs)
        .where(
          and(
            inArray(writeOffs.checkpointId, pointIds),
            sql`${writeOffs.createdAt} >= (${today}::date::timestamp at time zone 'Asia/Shanghai')`,
          ),
        )
        .groupBy(writeOffs.checkpointId),
  };
}
export type CheckpointRepository = ReturnType<typeof checkpointRepository>;

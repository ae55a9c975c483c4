import { and, count, desc, eq, gt, gte, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { maskName, REFUSALS, type OfflineConflict, type Refusal } from '@kc/shared';
import type { Db } from '../../db/client.js';
import {
  checkpointCheckers,
  checkpoints,
  holdings,
  items,
  recipients,
  users,
  writeOffConflicts,
  writeOffs,
} from '../../db/schema.js';
import { toSecs } from '../../lib/time.js';

/** Refusals that say nothing of the holding (docs/verification.md): their conflicts name no holding or holder. */
export const BLIND_REFUSALS: ReadonlySet<Refusal> = new Set(['bad_code', 'not_your_point', 'wrong_point']);

const actor = alias(users, 'actor');
const owner = alias(users, 'owner');
const winner = alias(writeOffs, 'winner');
const winnerPoint = alias(checkpoints, 'winner_point');
const winnerActor = alias(users, 'winner_actor');

/** Conflicts matching `where`, newest first, as the contract shows them (holder and checkers masked). */
const conflictViews = (db: Db, where: SQL, limit: number, offset = 0) =>
  db
    .select({
      c: writeOffConflicts,
      pointName: checkpoints.name,
      itemName: items.name,
      actorName: actor.nickname,
      holderName: sql<
        string | null
      >`coalesce(nullif(${holdings.holderName}, ''), ${recipients.name}, ${owner.nickname})`,
      winnerAt: winner.createdAt,
      winnerMode: winner.mode,
      winnerPointName: winnerPoint.name,
      winnerActorName: winnerActor.nickname,
    })
    .from(writeOffConflicts)
    .innerJoin(checkpoints, eq(checkpoints.id, writeOffConflicts.checkpointId))
    .innerJoin(items, eq(items.id, checkpoints.itemId))
    .innerJoin(actor, eq(actor.id, writeOffConflicts.actorId))
    .leftJoin(holdings, eq(holdings.id, writeOffConflicts.holdingId))
    .leftJoin(owner, eq(owner.id, holdings.userId))
    .leftJoin(recipients, eq(recipients.id, holdings.recipientId))
    .leftJoin(winner, eq(winner.id, writeOffConflicts.winnerId))
    .leftJoin(winnerPoint, eq(winnerPoint.id, winner.checkpointId))
    .leftJoin(winnerActor, eq(winnerActor.id, winner.actorId))
    .where(where)
    .orderBy(desc(writeOffConflicts.id))
    .limit(limit)
    .offset(offset)
    .then((rows) =>
      rows.map((r): OfflineConflict => {
        const reason = r.c.reason as Refusal;
        return {
          id: r.c.id,
          point_id: r.c.checkpointId,
          point_name: r.pointName,
          holding_id: r.c.holdingId ?? 0,
          item_name: r.itemName,
          holder_name: r.holderName === null ? '' : maskName(r.holderName),
          reason,
          message: REFUSALS[reason],
          scanned_at: toSecs(r.c.scannedAt),
          checker_name: maskName(r.actorName),
          winner_time: toSecs(r.winnerAt),
          winner_point_name: r.winnerPointName,
          winner_checker_name:
            r.winnerMode === null ? null : r.winnerMode === 2 ? '自助核销' : maskName(r.winnerActorName ?? ''),
          create_time: toSecs(r.c.createdAt),
        };
      }),
    );

/** The offline write-off's queries: what a checker's device keeps, and the conflicts of synced write-offs. */
export function offlineRepository(db: Db) {
  return {
    /** The database's clock: the snapshot's cursor is of the same clock as `holdings.changed_at`. */
    async dbNow(): Promise<Date> {
      const { rows } = (await db.execute(sql`select clock_timestamp() as now`)) as unknown as {
        rows: [{ now: string | Date }];
      };
      return new Date(rows[0].now);
    },

    /** The live point with its item, when `uid` is one of its checkers. */
    async checkerPoint(pointId: number, uid: number) {
      const [row] = await db
        .select({ point: checkpoints, item: items })
        .from(checkpoints)
        .innerJoin(
          checkpointCheckers,
          and(eq(checkpointCheckers.checkpointId, checkpoints.id), eq(checkpointCheckers.userId, uid)),
        )
        .innerJoin(items, eq(items.id, checkpoints.itemId))
        .where(and(eq(checkpoints.id, pointId), isNull(checkpoints.deletedAt)));
      return row ?? null;
    },

    /**
     * The item's holdings that were used or voided (changed after `since`, when given): for a daily limit, those
     * used since `dayStart` (earlier days' uses do not count today) with the uses of `day`.
     */
    usedHoldings(itemId: number, daily: { day: string; dayStart: Date } | null, since: Date | null) {
      const voided = isNotNull(holdings.voidedAt);
      const usedNow = daily ? gte(holdings.lastUsedAt, daily.dayStart) : gt(holdings.used, 0);
      return db
        .select({
          id: holdings.id,
          voidedAt: holdings.voidedAt,
          lastUsedAt: holdings.lastUsedAt,
          uses: daily
            ? sql<number>`(select count(*)::integer from write_offs w where w.holding_id = holdings.id and w.period = ${daily.day})`
            : holdings.used,
        })
        .from(holdings)
        .where(
          and(eq(holdings.itemId, itemId), or(voided, usedNow), since ? gt(holdings.changedAt, since) : undefined),
        );
    },

    /** The latest write-off of the holding in the period: the one that took the use a refused one wanted. */
    async latestUse(holdingId: number, period: string) {
      const [row] = await db
        .select({ id: writeOffs.id })
        .from(writeOffs)
        .where(and(eq(writeOffs.holdingId, holdingId), eq(writeOffs.period, period)))
        .orderBy(desc(writeOffs.id))
        .limit(1);
      return row?.id ?? null;
    },

    /** Records a conflict unless this actor's nonce has one already (a retried sync keeps the first). */
    insertConflict: (row: typeof writeOffConflicts.$inferInsert) =>
      db.insert(writeOffConflicts).values(row).onConflictDoNothing(),

    /** The conflict of this actor's nonce, if any. */
    conflictOf: async (actorId: number, nonce: string) =>
      (
        await conflictViews(db, and(eq(writeOffConflicts.actorId, actorId), eq(writeOffConflicts.nonce, nonce))!, 1)
      )[0] ?? null,

    /** A page of the point's conflicts, newest first, and their number. */
    conflictsPage: (pointId: number, limit: number, offset: number) =>
      Promise.all([
        conflictViews(db, eq(writeOffConflicts.checkpointId, pointId), limit, offset),
        db.select({ n: count() }).from(writeOffConflicts).where(eq(writeOffConflicts.checkpointId, pointId)),
      ]),
  };
}
export type OfflineRepository = ReturnType<typeof offlineRepository>;

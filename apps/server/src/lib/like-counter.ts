import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.js';

/**
 * Likes as unique (target, user) pairs and a counter on the target that changes only by the insert or delete that
 * happened, in the same transaction — exact under any number of parallel likers. The one home of that rule; events
 * and rides use it (docs/funly.md, docs/ride.md).
 */
export function likeCounter(t: {
  /** the pairs table with its target and user columns, and how a new pair's row is written */
  likes: PgTable;
  target: PgColumn;
  user: PgColumn;
  row: (targetId: number, uid: number) => Record<string, number>;
  /** the liked table, its id and its counter column (with the column's property name, for the update) */
  counted: PgTable;
  id: PgColumn;
  count: PgColumn;
  countKey: string;
}) {
  const bump = async (tx: Tx, targetId: number, by: 1 | -1) =>
    (
      (await tx
        .update(t.counted)
        .set({ [t.countKey]: sql`${t.count} + ${by}` } as never)
        .where(eq(t.id, targetId))
        .returning({ n: t.count })) as { n: number }[]
    )[0]?.n;
  const pair = (targetId: number, uid: number) => and(eq(t.target, targetId), eq(t.user, uid));
  return {
    /** the new count, or undefined when the caller had already liked it */
    async like(tx: Tx, targetId: number, uid: number): Promise<number | undefined> {
      const added = await tx.insert(t.likes).values(t.row(targetId, uid)).onConflictDoNothing().returning();
      return added.length === 0 ? undefined : bump(tx, targetId, 1);
    },
    /** the new count, or undefined when the caller had not liked it */
    async unlike(tx: Tx, targetId: number, uid: number): Promise<number | undefined> {
      const gone = await tx.delete(t.likes).where(pair(targetId, uid)).returning();
      return gone.length === 0 ? undefined : bump(tx, targetId, -1);
    },
    async liked(db: Db, targetId: number, uid: number): Promise<boolean> {
      return (await db.select({ u: t.user }).from(t.likes).where(pair(targetId, uid)).limit(1)).length > 0;
    },
  };
}

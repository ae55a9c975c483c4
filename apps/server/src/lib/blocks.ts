import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.js';
import { blocks } from '../db/schema.js';

/**
 * The one home of the block rule: a block hides both ways. `eitherWay` answers whether two people are blocked in
 * either direction; `visibleTo` is the SQL condition that leaves out rows whose author is blocked either way by the
 * viewer (no viewer: nothing left out). Posts, comments, follow lists and personal pages use it (docs/community.md).
 */
export const blockRule = {
  async eitherWay(db: Db | Tx, a: number, b: number): Promise<boolean> {
    if (a === b) return false;
    const rows = await db
      .select({ id: blocks.id })
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
          and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
        ),
      )
      .limit(1);
    return rows.length > 0;
  },
  /** whether `blocker` has blocked `blocked` (one direction: the blocker may still open and report the other) */
  async blocks(db: Db | Tx, blocker: number, blocked: number): Promise<boolean> {
    if (blocker === blocked) return false;
    const rows = await db
      .select({ id: blocks.id })
      .from(blocks)
      .where(and(eq(blocks.blockerId, blocker), eq(blocks.blockedId, blocked)))
      .limit(1);
    return rows.length > 0;
  },
  /** rows whose `author` column is not blocked either way by `viewer` */
  visibleTo(viewer: number | null, author: PgColumn): SQL {
    if (viewer === null) return sql`true`;
    return sql`not exists (select 1 from ${blocks} b where (b.blocker_id = ${viewer} and b.blocked_id = ${author}) or (b.blocker_id = ${author} and b.blocked_id = ${viewer}))`;
  },
};

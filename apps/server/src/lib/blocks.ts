import { and, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ErrorCode } from '@kc/shared';
import type { Db, Tx } from '../db/client.js';
import { blocks } from '../db/schema.js';
import { AppError } from '../plugins/app/errors.js';

/** The refusals across a block, saying which way it goes. */
export const BLOCKED_BY = '由于对方的隐私设置，无法进行此操作';
export const BLOCKING = '你已拉黑对方，请先解除拉黑';
/** Between me and another: I blocked them, they blocked me (either when both), or neither. */
export type BlockWay = 'blocking' | 'blockedBy' | null;

/**
 * The one home of the block rule: a block hides both ways. `eitherWay` answers whether two people are blocked in
 * either direction, `between` which way, `refuse` the 10003 that says it; `visibleTo` is the SQL condition that leaves out rows whose author is blocked either way by the
 * viewer (no viewer: nothing left out). Posts, comments, follow lists and personal pages use it (docs/community.md).
 */
export const blockRule = {
  /** which way a block goes between me and another ('blocking' when I blocked them, whatever they did) */
  async between(db: Db | Tx, me: number, other: number): Promise<BlockWay> {
    if (me === other) return null;
    const found = await db
      .select({ blocker: blocks.blockerId })
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockerId, me), eq(blocks.blockedId, other)),
          and(eq(blocks.blockerId, other), eq(blocks.blockedId, me)),
        ),
      );
    if (found.some((b) => b.blocker === me)) return 'blocking';
    return found.length > 0 ? 'blockedBy' : null;
  },
  async eitherWay(db: Db | Tx, a: number, b: number): Promise<boolean> {
    return (await blockRule.between(db, a, b)) !== null;
  },
  /** 10003 across a block, saying which way (an action on someone: follow, comment, like, repost) */
  refuse(way: BlockWay): void {
    if (way === 'blocking') throw new AppError(ErrorCode.FORBIDDEN, BLOCKING);
    if (way === 'blockedBy') throw new AppError(ErrorCode.FORBIDDEN, BLOCKED_BY);
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
  /**
   * SQL: the array of the people among `authors` (an int[] expression) blocked either way by `viewer` (a number, a
   * parameter or an expression)
   */
  among(viewer: number | Placeholder | SQL, authors: SQL): SQL<number[]> {
    return sql<
      number[]
    >`array(select case when b.blocker_id = ${viewer} then b.blocked_id else b.blocker_id end from ${blocks} b where (b.blocker_id = ${viewer} and b.blocked_id = any(${authors})) or (b.blocked_id = ${viewer} and b.blocker_id = any(${authors})))`;
  },
  /** rows whose `author` column is not blocked either way by `viewer` (a number, a parameter or an expression) */
  visibleTo(viewer: number | null | Placeholder | SQL, author: PgColumn): SQL {
    if (viewer === null) return sql`true`;
    return sql`not exists (select 1 from ${blocks} b where (b.blocker_id = ${viewer} and b.blocked_id = ${author}) or (b.blocker_id = ${author} and b.blocked_id = ${viewer}))`;
  },
};

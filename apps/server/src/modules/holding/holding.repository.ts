import { and, count, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { holdings, items } from '../../db/schema.js';

export function holdingRepository() {
  return {
    /** One more of the item's stock, only while approved, in its issuing window and not fully issued. */
    takeFromStock: async (tx: Tx, itemId: number) =>
      (
        await tx
          .update(items)
          .set({ issued: sql`${items.issued} + 1` })
          .where(
            and(
              eq(items.id, itemId),
              eq(items.state, 'approved'),
              isNull(items.deletedAt),
              lt(items.issued, items.totalStock),
              lte(items.issueStart, sql`now()`),
              gt(items.issueEnd, sql`now()`),
            ),
          )
          .returning({ perUserLimit: items.perUserLimit, businessId: items.businessId })
      )[0],

    itemStock: async (tx: Tx, itemId: number) =>
      (
        await tx
          .select({
            issued: items.issued,
            total: items.totalStock,
            perUserLimit: items.perUserLimit,
            businessId: items.businessId,
          })
          .from(items)
          .where(eq(items.id, itemId))
      )[0],

    /** Serialises issues of one item to one person (per-user limit) until the transaction ends. */
    lockPerson: (tx: Tx, itemId: number, userId: number) =>
      tx.execute(sql`select pg_advisory_xact_lock(${itemId}, ${userId})`),

    /** What a person holds of an item — in all, or today (China time) for daily distributions; per family member when received for one. */
    heldCount: async (tx: Tx, itemId: number, userId: number, today = false, recipientId: number | null = null) =>
      (
        await tx
          .select({ n: count() })
          .from(holdings)
          .where(
            and(
              eq(holdings.itemId, itemId),
              eq(holdings.userId, userId),
              recipientId === null ? isNull(holdings.recipientId) : eq(holdings.recipientId, recipientId),
              today
                ? sql`${holdings.createdAt} >= (date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai')`
                : undefined,
            ),
          )
      )[0]!.n,

    insert: async (tx: Tx, row: typeof holdings.$inferInsert) =>
      (await tx.insert(holdings).values(row).returning({ id: holdings.id }))[0]!.id,
  };
}
export type HoldingRepository = ReturnType<typeof holdingRepository>;

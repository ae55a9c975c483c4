import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { items, ticketRelations } from '../../db/schema.js';

export function relationRepository(db: Db) {
  return {
    /** The coupons a ticket bundles. */
    coupons: (ticketId: number, tx: Db | Tx = db) =>
      tx
        .select({ item: items })
        .from(ticketRelations)
        .innerJoin(items, eq(items.id, ticketRelations.couponId))
        .where(eq(ticketRelations.ticketId, ticketId))
        .orderBy(items.id),

    /** Coupons (product type 2) of the business that are approved, among the given ids. */
    liveCoupons: (businessId: number, ids: number[], tx: Db | Tx = db) =>
      ids.length === 0
        ? Promise.resolve([])
        : tx
            .select()
            .from(items)
            .where(
              and(
                inArray(items.id, ids),
                eq(items.businessId, businessId),
                eq(items.productType, 2),
                eq(items.state, 'approved'),
                isNull(items.deletedAt),
              ),
            ),

    byIds: (ids: number[]) =>
      ids.length === 0 ? Promise.resolve([]) : db.select().from(items).where(inArray(items.id, ids)),

    async replace(tx: Tx, ticketId: number, couponIds: number[]) {
      await tx.delete(ticketRelations).where(eq(ticketRelations.ticketId, ticketId));
      if (couponIds.length > 0)
        await tx.insert(ticketRelations).values(couponIds.map((couponId) => ({ ticketId, couponId })));
    },
  };
}
export type RelationRepository = ReturnType<typeof relationRepository>;

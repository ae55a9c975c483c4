import { and, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { businesses, items, publisherQuotas, publishRecords, userRoles, users } from '../../db/schema.js';
import { toSecs } from '../../lib/time.js';

const quotaColumns = {
  id: publisherQuotas.id,
  item_id: publisherQuotas.itemId,
  item_name: items.name,
  product_type: items.productType,
  business_id: publisherQuotas.businessId,
  business_name: businesses.name,
  user_id: publisherQuotas.userId,
  user_name: users.nickname,
  mobile: users.mobile,
  avatar: users.headimg,
  quota: publisherQuotas.quota,
  issued: publisherQuotas.issued,
  remaining: sql<number>`${publisherQuotas.quota} - ${publisherQuotas.issued}`,
};

export function publisherRepository(db: Db) {
  const quotas = (tx: Db | Tx = db) =>
    tx
      .select(quotaColumns)
      .from(publisherQuotas)
      .innerJoin(items, eq(items.id, publisherQuotas.itemId))
      .innerJoin(businesses, eq(businesses.id, publisherQuotas.businessId))
      .innerJoin(users, eq(users.id, publisherQuotas.userId));

  const page = async (where: SQL | undefined, p: { page: number; page_size: number }) => {
    const [list, [total]] = await Promise.all([
      quotas()
        .where(where)
        .orderBy(desc(publisherQuotas.id))
        .limit(p.page_size)
        .offset((p.page - 1) * p.page_size),
      db.select({ n: count() }).from(publisherQuotas).where(where),
    ]);
    return { list, count: total?.n ?? 0, page_size: p.page_size };
  };

  return {
    quota: async (id: number, tx: Db | Tx = db) => (await quotas(tx).where(eq(publisherQuotas.id, id)).limit(1))[0],
    pageOfItem: (itemId: number, p: { page: number; page_size: number }) => page(eq(publisherQuotas.itemId, itemId), p),
    pageOfUser: (uid: number, p: { page: number; page_size: number }) => page(eq(publisherQuotas.userId, uid), p),

    async appoint(
      tx: Tx,
      row: { businessId: number; itemId: number; userId: number; quota: number; createdBy: number },
    ) {
      await tx
        .insert(userRoles)
        .values({ userId: row.userId, role: 'publisher', businessId: row.businessId })
        .onConflictDoNothing();
      const [q] = await tx
        .insert(publisherQuotas)
        .values(row)
        .onConflictDoUpdate({
          target: [publisherQuotas.itemId, publisherQuotas.userId],
          set: { quota: row.quota },
          setWhere: sql`${publisherQuotas.issued} <= ${row.quota}`,
        })
        .returning({ id: publisherQuotas.id });
      return q?.id;
    },

    /** One more from the quota, only while it lasts and only for its own publisher. */
    takeFromQuota: async (tx: Tx, quotaId: number, uid: number) =>
      (
        await tx
          .update(publisherQuotas)
          .set({ issued: sql`${publisherQuotas.issued} + 1` })
          .where(
            and(
              eq(publisherQuotas.id, quotaId),
              eq(publisherQuotas.userId, uid),
              lt(publisherQuotas.issued, publisherQuotas.quota),
            ),
          )
          .returning({ itemId: publisherQuotas.itemId, businessId: publisherQuotas.businessId })
      )[0],

    record: (tx: Tx, row: { quotaId: number; holdingId: number; recipientId: number; mobile: string }) =>
      tx.insert(publishRecords).values(row),

    async records(quotaId: number, p: { page: number; page_size: number }) {
      const where = eq(publishRecords.quotaId, quotaId);
      const [list, [total]] = await Promise.all([
        db
          .select({
            id: publishRecords.id,
            mobile: publishRecords.mobile,
            user_name: users.nickname,
            created: publishRecords.createdAt,
          })
          .from(publishRecords)
          .innerJoin(users, eq(users.id, publishRecords.recipientId))
          .where(where)
          .orderBy(desc(publishRecords.id))
          .limit(p.page_size)
          .offset((p.page - 1) * p.page_size),
        db.select({ n: count() }).from(publishRecords).where(where),
      ]);
      return {
        list: list.map(({ created, ...r }) => ({ ...r, create_time: toSecs(created) })),
        count: total?.n ?? 0,
        page_size: p.page_size,
      };
    },
  };
}
export type PublisherRepository = ReturnType<typeof publisherRepository>;

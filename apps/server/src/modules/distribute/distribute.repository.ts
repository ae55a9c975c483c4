import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businesses, distributions, holdings, items } from '../../db/schema.js';

/** Drizzle queries on distributions and the holdings they handed out; nothing else. */
export function distributeRepository(db: Db) {
  const received = () =>
    db
      .select({
        h: holdings,
        itemName: items.name,
        productType: items.productType,
        isCert: items.isCert,
        rule: items.ruleContent,
        businessName: businesses.name,
      })
      .from(holdings)
      .innerJoin(items, eq(items.id, holdings.itemId))
      .innerJoin(businesses, eq(businesses.id, holdings.businessId));

  /** A holding of the person's that a distribution handed out. */
  const own = (uid: number, holdingId: number) =>
    and(eq(holdings.id, holdingId), eq(holdings.userId, uid), eq(holdings.source, 'distribute'));

  return {
    /** The distribution's id. */
    insert: async (row: { businessId: number; itemId: number; daily: boolean; createdBy: number }) =>
      (await db.insert(distributions).values(row).returning({ id: distributions.id }))[0]!.id,

    /** A page of what was distributed to the person (unclaimed first, newest first), and how many there are. */
    receivedPage: (uid: number, p: { page: number; page_size: number }) => {
      const where = and(eq(holdings.userId, uid), eq(holdings.source, 'distribute'));
      return Promise.all([
        received()
          .where(where)
          .orderBy(sql`${holdings.claimedAt} is not null`, desc(holdings.id), asc(holdings.itemId))
          .limit(p.page_size)
          .offset((p.page - 1) * p.page_size),
        db.select({ n: count() }).from(holdings).where(where),
      ]);
    },

    /** One holding distributed to the person, with its item and business. */
    received: async (uid: number, holdingId: number) => (await received().where(own(uid, holdingId)).limit(1))[0],

    /** Records the holder's details once (unclaimed only): false when it was claimed already or is not theirs. */
    claim: async (
      uid: number,
      holdingId: number,
      holder: { holderName: string; holderPhoto: string; holderTags: string[]; claimedAt: Date },
    ) =>
      (
        await db
          .update(holdings)
          .set(holder)
          .where(and(own(uid, holdingId), sql`${holdings.claimedAt} is null`))
          .returning({ id: holdings.id })
      ).length > 0,
  };
}
export type DistributeRepository = ReturnType<typeof distributeRepository>;
export type ReceivedRow = NonNullable<Awaited<ReturnType<DistributeRepository['received']>>>;

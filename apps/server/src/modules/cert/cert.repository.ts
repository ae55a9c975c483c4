import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businesses, holdings, items, projects } from '../../db/schema.js';

/** Drizzle queries on passes (holdings of cert items); nothing else. */
export function certRepository(db: Db) {
  return {
    /** A pass by its serial, with its item's name and validity, its business and project. */
    bySn: async (sn: string) =>
      (
        await db
          .select({
            h: holdings,
            itemName: items.name,
            validityStart: items.validityStart,
            validityEnd: items.validityEnd,
            businessName: businesses.name,
            projectName: sql<string>`coalesce(${projects.name}, '')`,
          })
          .from(holdings)
          .innerJoin(items, eq(items.id, holdings.itemId))
          .innerJoin(businesses, eq(businesses.id, holdings.businessId))
          .leftJoin(projects, eq(projects.id, items.projectId))
          .where(and(eq(holdings.sn, sn), eq(items.isCert, true)))
      )[0],

    /** Registers the named person on a pass while unused and not voided: false when it was not. */
    register: async (id: number, holder: { holderName: string; holderPhoto: string; holderIdNumber: string }) =>
      (
        await db
          .update(holdings)
          .set({ ...holder, claimedAt: sql`coalesce(${holdings.claimedAt}, now())` })
          .where(and(eq(holdings.id, id), eq(holdings.used, 0), isNull(holdings.voidedAt)))
          .returning({ id: holdings.id })
      ).length > 0,
  };
}
export type CertRepository = ReturnType<typeof certRepository>;
export type CertRow = NonNullable<Awaited<ReturnType<CertRepository['bySn']>>>;

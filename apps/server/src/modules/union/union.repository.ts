import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { businesses, campaignApplications, campaigns } from '../../db/schema.js';

export type CampaignRow = typeof campaigns.$inferSelect;
type Paging = { page: number; page_size: number };

/** Drizzle queries on union campaigns and businesses' applications to them; nothing else. */
export function unionRepository(db: Db) {
  const applications = () =>
    db
      .select({ a: campaignApplications, title: campaigns.title, businessName: businesses.name })
      .from(campaignApplications)
      .innerJoin(campaigns, eq(campaigns.id, campaignApplications.campaignId))
      .innerJoin(businesses, eq(businesses.id, campaignApplications.businessId));

  /** A page of applications matching `where`, newest first, and how many there are. */
  const applicationPage = (where: ReturnType<typeof eq> | undefined, p: Paging) =>
    Promise.all([
      applications()
        .where(where)
        .orderBy(desc(campaignApplications.id))
        .limit(p.page_size)
        .offset((p.page - 1) * p.page_size),
      db.select({ n: count() }).from(campaignApplications).where(where),
    ]);

  return {
    /** A page of campaigns, newest first, and how many there are. */
    campaignPage: (p: Paging) =>
      Promise.all([
        db
          .select()
          .from(campaigns)
          .orderBy(desc(campaigns.id))
          .limit(p.page_size)
          .offset((p.page - 1) * p.page_size),
        db.select({ n: count() }).from(campaigns),
      ]),

    campaign: async (id: number) => (await db.select().from(campaigns).where(eq(campaigns.id, id)))[0],

    updateCampaign: async (id: number, row: Omit<typeof campaigns.$inferInsert, 'createdBy'>) =>
      (await db.update(campaigns).set(row).where(eq(campaigns.id, id)).returning())[0],

    insertCampaign: async (row: typeof campaigns.$inferInsert) =>
      (await db.insert(campaigns).values(row).returning())[0],

    /** The business's applications to these campaigns, oldest first. */
    applicationsOf: (businessId: number, campaignIds: number[]) =>
      db
        .select({
          id: campaignApplications.id,
          campaignId: campaignApplications.campaignId,
          status: campaignApplications.status,
        })
        .from(campaignApplications)
        .where(
          and(eq(campaignApplications.businessId, businessId), inArray(campaignApplications.campaignId, campaignIds)),
        )
        .orderBy(campaignApplications.id),

    /** One application with its campaign's title and the business's name. */
    application: async (id: number) => (await applications().where(eq(campaignApplications.id, id)).limit(1))[0],

    /** A page of the business's applications (to one campaign, or all). */
    businessApplications: (businessId: number, campaignId: number | undefined, p: Paging) =>
      applicationPage(
        and(
          eq(campaignApplications.businessId, businessId),
          campaignId ? eq(campaignApplications.campaignId, campaignId) : undefined,
        ) as ReturnType<typeof eq>,
        p,
      ),

    /** A page of the applications in a status. */
    applicationsIn: (status: number, p: Paging) => applicationPage(eq(campaignApplications.status, status), p),

    /** One application per business and campaign: its id, or nothing when there is one already. */
    insertApplication: async (tx: Tx, row: typeof campaignApplications.$inferInsert) =>
      (
        await tx
          .insert(campaignApplications)
          .values(row)
          .onConflictDoNothing()
          .returning({ id: campaignApplications.id })
      )[0],

    /** Pending → decided, exactly once (the status is the guard): the application, or nothing. */
    decide: async (tx: Tx, id: number, set: { status: number; remark: string; reviewedBy: number; reviewedAt: Date }) =>
      (
        await tx
          .update(campaignApplications)
          .set(set)
          .where(and(eq(campaignApplications.id, id), eq(campaignApplications.status, 1)))
          .returning()
      )[0],
  };
}
export type UnionRepository = ReturnType<typeof unionRepository>;
export type ApplicationRow = NonNullable<Awaited<ReturnType<UnionRepository['application']>>>;

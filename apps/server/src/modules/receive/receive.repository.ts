import { and, asc, count, desc, eq, gt, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { businesses, holdings, items, projects, recipients, spmCodes, surveyAnswers } from '../../db/schema.js';

export type RecipientRow = typeof recipients.$inferSelect;

/** Free, approved items in their issuing window with stock left and no sign-up form. */
const receivable = (now: Date): SQL =>
  and(
    eq(items.state, 'approved'),
    isNull(items.deletedAt),
    // an event's entry codes are given only to accepted applications (docs/funly.md)
    isNull(items.eventId),
    eq(items.sellValue, 0),
    isNull(items.formId),
    lte(items.issueStart, now),
    gt(items.issueEnd, now),
    lt(items.issued, items.totalStock),
  )!;

const liveRecipients = (uid: number) => and(eq(recipients.userId, uid), isNull(recipients.deletedAt));

/** Drizzle queries of receiving: receivable items, receipts, receiver profiles, survey answers and spm codes. */
export function receiveRepository(db: Db) {
  /** Items with their project and business, and what the caller already holds of each. */
  const receivableRows = (uid: number | null) =>
    db
      .select({
        i: items,
        projectName: sql<string>`coalesce(${projects.name}, '')`,
        businessName: businesses.name,
        held: uid
          ? sql<number>`(select count(*)::int from ${holdings} h where h.item_id = ${items.id} and h.user_id = ${uid})`
          : sql<number>`0`,
      })
      .from(items)
      .innerJoin(businesses, eq(businesses.id, items.businessId))
      .leftJoin(projects, eq(projects.id, items.projectId));

  return {
    /** A page of the items receivable now (newest first), filtered, and how many there are. */
    receivablePage: (
      uid: number | null,
      q: { product_type?: number; business_id?: number; keyword: string; page: number; page_size: number },
      now: Date,
    ) => {
      const where = and(
        receivable(now),
        q.product_type ? eq(items.productType, q.product_type) : undefined,
        q.business_id ? eq(items.businessId, q.business_id) : undefined,
        q.keyword ? sql`${items.name} ilike ${`%${q.keyword.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
      );
      return Promise.all([
        receivableRows(uid)
          .where(where)
          .orderBy(desc(items.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(items).where(where),
      ]);
    },

    /** One item if receivable now. */
    receivableItem: async (uid: number | null, itemId: number, now: Date) =>
      (
        await receivableRows(uid)
          .where(and(eq(items.id, itemId), receivable(now)))
          .limit(1)
      )[0],

    /** A live item's price and sign-up form. */
    itemTerms: async (itemId: number) =>
      (
        await db
          .select({ sellValue: items.sellValue, formId: items.formId })
          .from(items)
          .where(and(eq(items.id, itemId), isNull(items.deletedAt)))
      )[0],

    /** A holding of the person's, by id. */
    ownHolding: async (uid: number, holdingId: number) =>
      (
        await db
          .select()
          .from(holdings)
          .where(and(eq(holdings.id, holdingId), eq(holdings.userId, uid)))
      )[0],

    /** The id of a holding of the person's, by its number. */
    ownHoldingBySn: async (uid: number, sn: string) =>
      (
        await db
          .select({ id: holdings.id })
          .from(holdings)
          .where(and(eq(holdings.sn, sn), eq(holdings.userId, uid)))
      )[0],

    /** True when the person holds this holding (its id only). */
    holdsHolding: async (uid: number, holdingId: number) =>
      (
        await db
          .select({ id: holdings.id })
          .from(holdings)
          .where(and(eq(holdings.id, holdingId), eq(holdings.userId, uid)))
      ).length > 0,

    /** True when the recipient is one of the person's live receiver profiles. */
    hasRecipient: async (uid: number, recipientId: number) =>
      (
        await db
          .select({ id: recipients.id })
          .from(recipients)
          .where(and(eq(recipients.id, recipientId), liveRecipients(uid)))
      ).length > 0,

    /** Serialises changes to one person's receiver profiles until the transaction ends. */
    lockRecipients: (tx: Tx, uid: number) => tx.execute(sql`select pg_advisory_xact_lock(7001, ${uid})`),

    updateSelf: async (tx: Tx, uid: number, set: { name: string; mobile: string; idNumber: string }) =>
      (
        await tx
          .update(recipients)
          .set(set)
          .where(and(liveRecipients(uid), eq(recipients.isSelf, true)))
          .returning()
      )[0],

    insertRecipient: async (tx: Tx, row: typeof recipients.$inferInsert) =>
      (await tx.insert(recipients).values(row).returning())[0],

    familyCount: async (tx: Tx, uid: number) =>
      (
        await tx
          .select({ n: count() })
          .from(recipients)
          .where(and(liveRecipients(uid), eq(recipients.isSelf, false)))
      )[0]?.n ?? 0,

    /** The person's live receiver profiles, their own first. */
    liveRecipients: (uid: number) =>
      db.select().from(recipients).where(liveRecipients(uid)).orderBy(desc(recipients.isSelf), asc(recipients.id)),

    /** Deletes (softly) a family member of the person's: its id, or nothing. */
    removeFamily: async (uid: number, id: number, at: Date) =>
      (
        await db
          .update(recipients)
          .set({ deletedAt: at })
          .where(and(eq(recipients.id, id), liveRecipients(uid), eq(recipients.isSelf, false)))
          .returning({ id: recipients.id })
      )[0],

    /** A survey answer, once per person, type and holding: its id, or nothing when already answered. */
    insertSurveyAnswer: async (row: typeof surveyAnswers.$inferInsert) =>
      (await db.insert(surveyAnswers).values(row).onConflictDoNothing().returning({ id: surveyAnswers.id }))[0],

    spmCode: async (code: string) => (await db.select().from(spmCodes).where(eq(spmCodes.code, code)))[0],
  };
}
export type ReceiveRepository = ReturnType<typeof receiveRepository>;

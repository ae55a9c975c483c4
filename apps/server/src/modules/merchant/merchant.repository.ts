import { and, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import { businesses, merchantApplications, merchantProfiles, userRoles, users } from '../../db/schema.js';

export type ApplicationRow = typeof merchantApplications.$inferSelect;
/** The fields of a draft the applicant fills in. */
export type ApplicationFields = Partial<
  Pick<
    typeof merchantApplications.$inferInsert,
    | 'shopKind'
    | 'tags'
    | 'name'
    | 'creditCode'
    | 'legalPerson'
    | 'address'
    | 'contactName'
    | 'contactMobile'
    | 'licenceImage'
    | 'recognised'
    | 'applicantName'
    | 'applicantIdMasked'
    | 'verifiedAt'
  >
>;
export type ProfileRow = typeof merchantProfiles.$inferInsert;

/** The states in which the applicant may still change the application. */
const EDITABLE = ['draft', 'rejected'] as const;

const contains = (keyword: string) => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Every query of business registration (docs/merchant.md): applications, the merchant profile, and — at approval and
 * at an administrator change — the `businesses` row and the `user_roles` grants it makes.
 */
export function merchantRepository(db: Db) {
  const withUser = (tx: Db | Tx, where: SQL) =>
    tx
      .select({ a: merchantApplications, nickname: users.nickname, avatar: users.headimg, mobile: users.mobile })
      .from(merchantApplications)
      .innerJoin(users, eq(users.id, merchantApplications.userId))
      .where(where)
      .limit(1)
      .then((r) => r[0]);

  return {
    /** the person's application that is not approved (draft, pending or rejected) */
    live: async (uid: number, tx: Db | Tx = db): Promise<ApplicationRow | undefined> =>
      (
        await tx
          .select()
          .from(merchantApplications)
          .where(and(eq(merchantApplications.userId, uid), ne(merchantApplications.state, 'approved')))
          .limit(1)
      )[0],

    /** the person's latest approved application */
    latestApproved: async (uid: number): Promise<ApplicationRow | undefined> =>
      (
        await db
          .select()
          .from(merchantApplications)
          .where(and(eq(merchantApplications.userId, uid), eq(merchantApplications.state, 'approved')))
          .orderBy(desc(merchantApplications.id))
          .limit(1)
      )[0],

    /** the person's live application, locked for a change */
    lockLive: async (tx: Tx, uid: number): Promise<ApplicationRow | undefined> =>
      (
        await tx
          .select()
          .from(merchantApplications)
          .where(and(eq(merchantApplications.userId, uid), ne(merchantApplications.state, 'approved')))
          .for('update')
      )[0],

    /** a new draft; undefined when a parallel first save of the same person won (the live-user index decides) */
    insertDraft: async (tx: Tx, uid: number, fields: ApplicationFields): Promise<ApplicationRow | undefined> =>
      (
        await tx
          .insert(merchantApplications)
          .values({ ...fields, userId: uid })
          .onConflictDoNothing()
          .returning()
      )[0],

    /** fields of a draft or rejected application; undefined when it is no longer editable */
    update: async (tx: Tx, id: number, fields: ApplicationFields, now: Date): Promise<ApplicationRow | undefined> =>
      (
        await tx
          .update(merchantApplications)
          .set({ ...fields, updatedAt: now })
          .where(and(eq(merchantApplications.id, id), inArray(merchantApplications.state, EDITABLE)))
          .returning()
      )[0],

    /**
     * A draft or rejected application into review; undefined when it is no longer editable. Throws a unique violation
     * (merchant_applications_code) when its credit code is held by another pending or approved application.
     */
    submit: async (tx: Tx, id: number, now: Date): Promise<ApplicationRow | undefined> =>
      (
        await tx
          .update(merchantApplications)
          .set({ state: 'pending', rejectReason: '', submittedAt: now, updatedAt: now })
          .where(and(eq(merchantApplications.id, id), inArray(merchantApplications.state, EDITABLE)))
          .returning()
      )[0],

    /** an application with its applicant's nickname, avatar and mobile */
    byIdWithUser: (id: number) => withUser(db, eq(merchantApplications.id, id)),

    /** a business made by registration that holds this credit code */
    profileByCode: async (code: string, tx: Db | Tx = db) =>
      (
        await tx
          .select({ businessId: merchantProfiles.businessId })
          .from(merchantProfiles)
          .where(eq(merchantProfiles.creditCode, code))
          .limit(1)
      )[0],

    /** another person's pending or approved application holding this credit code */
    heldCode: async (code: string, uid: number, tx: Db | Tx = db) =>
      (
        await tx
          .select({ id: merchantApplications.id })
          .from(merchantApplications)
          .where(
            and(
              eq(merchantApplications.creditCode, code),
              inArray(merchantApplications.state, ['pending', 'approved']),
              ne(merchantApplications.userId, uid),
            ),
          )
          .limit(1)
      )[0],

    /** the auditor's decision on a pending application; undefined when it is no longer pending */
    decide: async (
      tx: Tx,
      id: number,
      d: { pass: boolean; remark: string; reviewer: number; businessId: number | null; now: Date },
    ): Promise<ApplicationRow | undefined> =>
      (
        await tx
          .update(merchantApplications)
          .set({
            state: d.pass ? 'approved' : 'rejected',
            rejectReason: d.pass ? '' : d.remark,
            businessId: d.businessId,
            reviewedBy: d.reviewer,
            reviewedAt: d.now,
            updatedAt: d.now,
          })
          .where(and(eq(merchantApplications.id, id), eq(merchantApplications.state, 'pending')))
          .returning()
      )[0],

    /** the pending application, locked for the decision */
    lockPending: async (tx: Tx, id: number): Promise<ApplicationRow | undefined> =>
      (
        await tx
          .select()
          .from(merchantApplications)
          .where(and(eq(merchantApplications.id, id), eq(merchantApplications.state, 'pending')))
          .for('update')
      )[0],

    /** a new business (approval): its id */
    insertBusiness: async (tx: Tx, name: string): Promise<number> =>
      (await tx.insert(businesses).values({ name }).returning({ id: businesses.id }))[0]!.id,

    insertProfile: (tx: Tx, row: ProfileRow) => tx.insert(merchantProfiles).values(row),

    /** a grant in a business (kept when it exists) */
    grant: (tx: Tx, uid: number, businessId: number, role: Role) =>
      tx.insert(userRoles).values({ userId: uid, businessId, role }).onConflictDoNothing(),

    /** a grant removed; false when there was none */
    revoke: async (tx: Tx, uid: number, businessId: number, role: Role): Promise<boolean> =>
      (
        await tx
          .delete(userRoles)
          .where(and(eq(userRoles.userId, uid), eq(userRoles.businessId, businessId), eq(userRoles.role, role)))
          .returning({ id: userRoles.id })
      ).length > 0,

    businessName: async (businessId: number): Promise<string | undefined> =>
      (await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, businessId)))[0]?.name,

    /**
     * Registered businesses whose name contains the keyword or whose credit code is it (at most 10), each with its
     * owner's mobile (the earliest owner grant).
     */
    findBusinesses: (keyword: string, code: string | null) =>
      db
        .select({
          businessId: businesses.id,
          name: businesses.name,
          creditCode: sql<string>`coalesce(${merchantProfiles.creditCode}, '')`,
          ownerMobile: sql<string>`coalesce((select u.mobile from ${userRoles} r join ${users} u on u.id = r.user_id
            where r.business_id = ${businesses.id} and r.role = 'owner' order by r.id limit 1), '')`,
        })
        .from(businesses)
        .leftJoin(merchantProfiles, eq(merchantProfiles.businessId, businesses.id))
        .where(or(ilike(businesses.name, contains(keyword)), code ? eq(merchantProfiles.creditCode, code) : undefined))
        .orderBy(businesses.id)
        .limit(10),

    /** other people's applications in review with exactly this name or credit code (at most 10) */
    findPending: (name: string, code: string | null, uid: number) =>
      db
        .select({ name: merchantApplications.name, creditCode: merchantApplications.creditCode })
        .from(merchantApplications)
        .where(
          and(
            eq(merchantApplications.state, 'pending'),
            ne(merchantApplications.userId, uid),
            or(eq(merchantApplications.name, name), code ? eq(merchantApplications.creditCode, code) : undefined),
          ),
        )
        .orderBy(merchantApplications.id)
        .limit(10),
  };
}
export type MerchantRepository = ReturnType<typeof merchantRepository>;

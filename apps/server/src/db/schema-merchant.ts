/**
 * The merchant tables (issue 19). Other tables are referenced only inside callbacks (`.references(() => users.id)`,
 * the `(t) => [...]` of indexes and checks): schema.ts re-exports this file, so a top-level use would run before
 * schema.ts has defined them.
 *
 * Business registration (docs/merchant.md): a person's application, kept as a server-side draft, reviewed in the
 * audit queue (type merchant); approval makes a `businesses` row and its `merchant_profiles` row.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MERCHANT_STATES } from '@kc/shared';
import { businesses, users } from './schema.js';

/** What the recognition provider read from the licence photo (null: not recognised, the auditor reads it). */
export interface RecognisedLicence {
  provider: string;
  name: string;
  creditCode: string;
  legalPerson: string;
  address: string;
}

/**
 * Business registration applications. One that is not approved per person (`merchant_applications_live_user`); a
 * unified social credit code is held by one pending or approved application only (`merchant_applications_code`):
 * the index, not a read before the write, decides between parallel submissions.
 */
export const merchantApplications = pgTable(
  'merchant_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    state: text('state', { enum: MERCHANT_STATES }).notNull().default('draft'),
    /** spec 4 shop kind: 11 offline, 12 online; null until chosen */
    shopKind: integer('shop_kind'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    name: text('name').notNull().default(''),
    /** normalised (capitals, no spaces); null until entered */
    creditCode: text('credit_code'),
    legalPerson: text('legal_person').notNull().default(''),
    address: text('address').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    contactMobile: text('contact_mobile').notNull().default(''),
    licenceImage: text('licence_image').notNull().default(''),
    recognised: jsonb('recognised').$type<RecognisedLicence | null>(),
    /** the verified applicant: the name and only the masked ID number (first 6, last 2) */
    applicantName: text('applicant_name').notNull().default(''),
    applicantIdMasked: text('applicant_id_masked').notNull().default(''),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    rejectReason: text('reject_reason').notNull().default(''),
    /** the business made on approval */
    businessId: integer('business_id').references(() => businesses.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('merchant_applications_live_user')
      .on(t.userId)
      .where(sql`${t.state} <> 'approved'`),
    uniqueIndex('merchant_applications_code')
      .on(t.creditCode)
      .where(sql`${t.state} in ('pending', 'approved')`),
    index('merchant_applications_user').on(t.userId, t.id),
    index('merchant_applications_name').on(t.name),
    check('merchant_applications_state', sql`${t.state} in ('draft', 'pending', 'rejected', 'approved')`),
    check('merchant_applications_shop_kind', sql`${t.shopKind} is null or ${t.shopKind} in (11, 12)`),
    check('merchant_applications_business', sql`(${t.state} = 'approved') = (${t.businessId} is not null)`),
  ],
);

/** A registered business's merchant details (one row per business made by registration; businesses stays as it is). */
export const merchantProfiles = pgTable(
  'merchant_profiles',
  {
    businessId: integer('business_id')
      .primaryKey()
      .references(() => businesses.id),
    shopKind: integer('shop_kind').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    creditCode: text('credit_code').notNull(),
    legalPerson: text('legal_person').notNull(),
    address: text('address').notNull(),
    contactName: text('contact_name').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    licenceImage: text('licence_image').notNull(),
    /** the approved application it came from (null for demo data) */
    applicationId: integer('application_id').references(() => merchantApplications.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('merchant_profiles_credit_code').on(t.creditCode),
    check('merchant_profiles_shop_kind', sql`${t.shopKind} in (11, 12)`),
  ],
);

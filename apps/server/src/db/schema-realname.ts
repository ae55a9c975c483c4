/**
 * The realname tables (issue 19). Other tables are referenced only inside callbacks (`.references(() => users.id)`,
 * the `(t) => [...]` of indexes and checks): schema.ts re-exports this file, so a top-level use would run before
 * schema.ts has defined them.
 *
 * Real-name certification (docs/identity.md): one row per person (a rejected row is applied again, never a second
 * row). While pending it holds what the check needs — the full name and ID number, the ID card's photos (manual) or
 * the provider's token (liveness); the decision clears them (checks below) and keeps the verdict, the masked name and
 * ID and, while pending or verified, a keyed hash of the ID number so that one ID certifies one account.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { REAL_NAME_METHODS, REAL_NAME_STATES } from '@kc/shared';
import { users } from './schema.js';

export const realNames = pgTable(
  'real_names',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    state: text('state', { enum: REAL_NAME_STATES }).notNull().default('pending'),
    method: text('method', { enum: REAL_NAME_METHODS }).notNull(),
    /** the full name: only while pending */
    name: text('name'),
    /** the full ID number (18 characters, upper case X): only while pending */
    idNumber: text('id_number'),
    /** 张*, 欧**娜: kept */
    nameMasked: text('name_masked').notNull(),
    /** the first 6 and last 2 characters: kept */
    idMasked: text('id_masked').notNull(),
    /** HMAC-SHA256 of the ID number under a key of this deployment (app_settings): pending and verified rows only */
    idHash: text('id_hash'),
    /** manual: the ID card's photos (uploads of the person's own) while pending; deleted from storage when decided */
    frontImage: text('front_image').notNull().default(''),
    backImage: text('back_image').notNull().default(''),
    /** liveness: the provider's token and page while pending */
    livenessToken: text('liveness_token').notNull().default(''),
    livenessUrl: text('liveness_url').notNull().default(''),
    /** rejected: the auditor's remark or the provider's verdict */
    reason: text('reason').notNull().default(''),
    /** when the consent screen was accepted (each application) */
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** manual: the auditor */
    reviewedBy: integer('reviewed_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('real_names_user').on(t.userId),
    // one ID number certifies (or waits to certify) one account
    uniqueIndex('real_names_id_hash').on(t.idHash),
    check('real_names_state', sql`${t.state} in ('pending', 'verified', 'rejected')`),
    check('real_names_method', sql`${t.method} in ('manual', 'liveness')`),
    // nothing of the check outlives the decision
    check(
      'real_names_decided_cleared',
      sql`${t.state} = 'pending' or (${t.name} is null and ${t.idNumber} is null and ${t.frontImage} = '' and ${t.backImage} = '' and ${t.livenessToken} = '' and ${t.livenessUrl} = '')`,
    ),
    check('real_names_hash_live', sql`${t.state} <> 'rejected' or ${t.idHash} is null`),
    check(
      'real_names_pending_full',
      sql`${t.state} <> 'pending' or (${t.name} is not null and ${t.idNumber} is not null and ${t.idHash} is not null)`,
    ),
  ],
);

/**
 * The carowner tables (issue 19). Other tables are referenced only inside callbacks (`.references(() => users.id)`,
 * the `(t) => [...]` of indexes and checks): schema.ts re-exports this file, so a top-level use would run before
 * schema.ts has defined them.
 *
 * Car-owner certifications (docs/identity.md): one row per person and VIN (a rejected or withdrawn row is applied
 * again, never a second row); at most one approved row per VIN (one vehicle, one certified owner at a time). The
 * brand and series are the model's in the catalogue (car_models → car_series → car_brands).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { CAR_OWNER_STATES } from '@kc/shared';
import { carModels } from './schema-catalog.js';
import { users } from './schema.js';

export const carOwnerCertifications = pgTable(
  'car_owner_certifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    state: text('state', { enum: CAR_OWNER_STATES }).notNull().default('pending'),
    modelId: integer('model_id')
      .notNull()
      .references(() => carModels.id),
    /** 17 characters, upper case, check digit verified (packages/shared/src/carowner/vin.ts) */
    vin: text('vin').notNull(),
    /** the mainland plate without spaces or the middle dot (plate.ts) */
    plate: text('plate').notNull(),
    /** the driving licence (行驶证) photo */
    licenceImage: text('licence_image').notNull(),
    rejectReason: text('reject_reason').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('car_owner_certifications_user_vin').on(t.userId, t.vin),
    uniqueIndex('car_owner_certifications_vin_approved')
      .on(t.vin)
      .where(sql`${t.state} = 'approved'`),
    index('car_owner_certifications_user').on(t.userId, t.id),
    check('car_owner_certifications_vin', sql`${t.vin} ~ '^[A-HJ-NPR-Z0-9]{17}$'`),
    check('car_owner_certifications_state', sql`${t.state} in ('pending', 'approved', 'rejected', 'withdrawn')`),
  ],
);

/**
 * The showroom tables (issue 19). Other tables are referenced only inside callbacks (`.references(() => users.id)`,
 * the `(t) => [...]` of indexes and checks): schema.ts re-exports this file, so a top-level use would run before
 * schema.ts has defined them.
 *
 * A business's car listings (docs/showroom.md): the row holds the approved version once approved (a change of it
 * waits in its pending audit's `changes`, so the public never sees an unreviewed price or photo); its sale advisors;
 * visitors' viewing bookings, at most one pending per person and car (a partial unique index).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  BODY_TYPES,
  BOOKING_STATES,
  CAR_CONDITIONS,
  ENERGY_TYPES,
  GEARBOXES,
  SHOW_CAR_STATES,
  VEHICLE_TYPES,
  type Inspection,
} from '@kc/shared';
import { carBrands, carModels, carSeries } from './schema-catalog.js';
import { businesses, users } from './schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const showCars = pgTable(
  'show_cars',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    state: text('state', { enum: SHOW_CAR_STATES }).notNull().default('draft'),
    /** brand → series → model of the catalogue (a draft may stop early); checked to belong together on save */
    brandId: integer('brand_id').references(() => carBrands.id),
    seriesId: integer('series_id').references(() => carSeries.id),
    modelId: integer('model_id').references(() => carModels.id),
    /** the car's name (brand series model), written on save from the catalogue */
    name: text('name').notNull().default(''),
    /** the brand's vehicle type */
    vehicleType: text('vehicle_type', { enum: VEHICLE_TYPES }),
    /** image URLs in order, the first is the cover */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** fen; a single price has min = max */
    priceMin: integer('price_min'),
    priceMax: integer('price_max'),
    energy: text('energy', { enum: ENERGY_TYPES }),
    body: text('body', { enum: BODY_TYPES }),
    gearbox: text('gearbox', { enum: GEARBOXES }),
    year: integer('year'),
    condition: text('condition', { enum: CAR_CONDITIONS }).notNull().default('new'),
    /** used cars */
    mileageKm: integer('mileage_km'),
    registeredOn: date('registered_on'),
    inspectionUntil: date('inspection_until'),
    insuranceUntil: date('insurance_until'),
    transfers: integer('transfers'),
    inspection: jsonb('inspection').$type<Inspection>(),
    colour: text('colour').notNull().default(''),
    city: text('city').notNull().default(''),
    description: text('description').notNull().default(''),
    /** why the last review failed ('' when none; 修改未通过：… for a change) */
    rejectReason: text('reject_reason').notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    /** when it was first approved (the list's 最新上架 order) */
    listedAt: timestamp('listed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('show_cars_business').on(t.businessId, t.state, t.updatedAt),
    index('show_cars_public').on(t.state, t.listedAt),
    check('show_cars_price', sql`${t.priceMin} is null or ${t.priceMax} is null or ${t.priceMin} <= ${t.priceMax}`),
    check('show_cars_photos', sql`jsonb_array_length(${t.photos}) <= 30`),
    // whatever was reviewed is complete: a model, a price, photos
    check(
      'show_cars_reviewed_complete',
      sql`${t.state} in ('draft', 'rejected') or (${t.modelId} is not null and ${t.priceMin} is not null and jsonb_array_length(${t.photos}) >= 1)`,
    ),
  ],
);

/** A business's sale advisors (their contact is shown to visitors on the listings they serve). */
export const saleAdvisors = pgTable(
  'sale_advisors',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    name: text('name').notNull(),
    avatar: text('avatar').notNull().default(''),
    mobile: text('mobile').notNull(),
    wechat: text('wechat').notNull().default(''),
    title: text('title').notNull().default('销售顾问'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sale_advisors_business').on(t.businessId, t.id)],
);

/** The advisors of a listing, in order (they apply at once: contact people, not reviewed content). */
export const showCarAdvisors = pgTable(
  'show_car_advisors',
  {
    carId: integer('car_id')
      .notNull()
      .references(() => showCars.id, { onDelete: 'cascade' }),
    advisorId: integer('advisor_id')
      .notNull()
      .references(() => saleAdvisors.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.carId, t.advisorId] }), index('show_car_advisors_advisor').on(t.advisorId)],
);

/** 预约看车: a person's viewing of a listed car in a slot of a day; one pending per person and car. */
export const showCarBookings = pgTable(
  'show_car_bookings',
  {
    id: serial('id').primaryKey(),
    carId: integer('car_id')
      .notNull()
      .references(() => showCars.id, { onDelete: 'cascade' }),
    /** the car's business (the dealer's list) */
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    visitDate: date('visit_date').notNull(),
    slot: integer('slot').notNull(),
    /** the slot's start */
    visitAt: timestamp('visit_at', { withTimezone: true }).notNull(),
    mobile: text('mobile').notNull(),
    state: text('state', { enum: BOOKING_STATES }).notNull().default('pending'),
    handledBy: integer('handled_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('show_car_bookings_one_pending')
      .on(t.carId, t.userId)
      .where(sql`${t.state} = 'pending'`),
    index('show_car_bookings_business').on(t.businessId, t.state, t.visitAt),
    index('show_car_bookings_user').on(t.userId, t.carId),
    check('show_car_bookings_slot', sql`${t.slot} between 1 and 4`),
  ],
);

/**
 * The catalog tables (issue 19). Other tables are referenced only inside callbacks (`.references(() => users.id)`,
 * the `(t) => [...]` of indexes and checks): schema.ts re-exports this file, so a top-level use would run before
 * schema.ts has defined them.
 *
 * The vehicle catalogue: brands → series → models of cars and motorcycles. Reference data: every database gets the
 * bundled rows of `catalog-data.ts` (`ensureCatalog`, run by `openDatabase`), rows are never deleted (listings and
 * certifications point at them), docs/showroom.md.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { VEHICLE_TYPES } from '@kc/shared';

export const carBrands = pgTable(
  'car_brands',
  {
    id: serial('id').primaryKey(),
    vehicleType: text('vehicle_type', { enum: VEHICLE_TYPES }).notNull(),
    /** Chinese name, e.g. 宝马 (宝马摩托 for the motorcycles of a maker that also builds cars) */
    name: text('name').notNull(),
    /** the A–Z index letter of the name's pinyin */
    initial: text('initial').notNull(),
    logo: text('logo').notNull().default(''),
    isHot: boolean('is_hot').notNull().default(false),
    /** the order of the hot brands (smaller first); the A–Z list orders by initial, then name */
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('car_brands_name').on(t.vehicleType, t.name),
    index('car_brands_list').on(t.vehicleType, t.initial, t.name),
    check('car_brands_initial', sql`${t.initial} ~ '^[A-Z]$'`),
  ],
);

export const carSeries = pgTable(
  'car_series',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => carBrands.id),
    /** e.g. 3系 */
    name: text('name').notNull(),
    /** the maker, e.g. 华晨宝马 ('' when the brand is the maker) */
    maker: text('maker').notNull().default(''),
    /** the order within the brand (smaller first) */
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('car_series_name').on(t.brandId, t.name), index('car_series_list').on(t.brandId, t.sort, t.id)],
);

export const carModels = pgTable(
  'car_models',
  {
    id: serial('id').primaryKey(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => carSeries.id),
    /** e.g. 2024款 325Li M运动套装 */
    name: text('name').notNull(),
    year: integer('year').notNull(),
    /** the maker's guide price in fen (0 when unknown) */
    guidePrice: integer('guide_price').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('car_models_name').on(t.seriesId, t.name),
    index('car_models_list').on(t.seriesId, t.year, t.id),
    check('car_models_guide_price', sql`${t.guidePrice} >= 0`),
    check('car_models_year', sql`${t.year} between 1900 and 2100`),
  ],
);

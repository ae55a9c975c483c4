/**
 * The blind-box tables (issue 21, docs/blindbox.md; migration 0035_blind_box.sql). Other tables are referenced only
 * inside callbacks: schema.ts re-exports this file, so a top-level use would run before schema.ts has defined them.
 *
 * A box is sold through an item of its business (`item_id`, a coupon never in the sale list): the existing order
 * reserves the item's stock (= the sum of the prizes' stock), its paid hook opens the box(es). `given` of a prize
 * never passes its `stock` (a check, and one conditional UPDATE decides each open).
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { businesses, items, orders, projects, users } from './schema.js';

export const blindBoxes = pgTable(
  'blind_boxes',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    projectId: integer('project_id').references(() => projects.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    rules: text('rules').notNull().default(''),
    /** fen, 1..20000 (≤ 200 元, SAMR 2023 guidance) */
    price: integer('price').notNull(),
    dailyCap: integer('daily_cap').notNull(),
    state: text('state', { enum: ['on', 'off'] })
      .notNull()
      .default('on'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('blind_boxes_item').on(t.itemId),
    index('blind_boxes_business').on(t.businessId, t.id),
    check('blind_boxes_price', sql`${t.price} > 0 AND ${t.price} <= 20000`),
    check('blind_boxes_daily_cap', sql`${t.dailyCap} BETWEEN 1 AND 100`),
    check('blind_boxes_state', sql`${t.state} IN ('on', 'off')`),
    check('blind_boxes_window', sql`${t.endAt} > ${t.startAt}`),
  ],
);

export const blindBoxPrizes = pgTable(
  'blind_box_prizes',
  {
    id: serial('id').primaryKey(),
    boxId: integer('box_id')
      .notNull()
      .references(() => blindBoxes.id),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    /** fen */
    value: integer('value').notNull(),
    stock: integer('stock').notNull(),
    given: integer('given').notNull().default(0),
    weight: integer('weight').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('blind_box_prizes_box').on(t.boxId, t.sort, t.id),
    check('blind_box_prizes_value', sql`${t.value} >= 0`),
    check('blind_box_prizes_stock', sql`${t.given} >= 0 AND ${t.given} <= ${t.stock}`),
    check('blind_box_prizes_weight', sql`${t.weight} > 0`),
  ],
);

/** One row per blind-box order: the day it counts against the cap, and a minor's guardian consent. */
export const blindBoxOrders = pgTable(
  'blind_box_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    boxId: integer('box_id')
      .notNull()
      .references(() => blindBoxes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Asia/Shanghai day, YYYY-MM-DD */
    day: date('day').notNull(),
    quantity: integer('quantity').notNull(),
    age: integer('age').notNull(),
    guardianName: text('guardian_name').notNull().default(''),
    guardianMobile: text('guardian_mobile').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('blind_box_orders_quantity', sql`${t.quantity} > 0`),
    check('blind_box_orders_age', sql`${t.age} >= 8`),
    check('blind_box_orders_guardian', sql`${t.age} >= 18 OR (${t.guardianName} <> '' AND ${t.guardianMobile} <> '')`),
  ],
);

/** Boxes in live orders per user, box and day: the daily cap's one conditional upsert. */
export const blindBoxDaily = pgTable(
  'blind_box_daily',
  {
    boxId: integer('box_id')
      .notNull()
      .references(() => blindBoxes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    day: date('day').notNull(),
    bought: integer('bought').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.boxId, t.userId, t.day] }), check('blind_box_daily_bought', sql`${t.bought} >= 0`)],
);

export const blindBoxOpens = pgTable(
  'blind_box_opens',
  {
    id: serial('id').primaryKey(),
    boxId: integer('box_id')
      .notNull()
      .references(() => blindBoxes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => blindBoxPrizes.id),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('blind_box_opens_user').on(t.userId, t.id), index('blind_box_opens_order').on(t.orderId)],
);

/** The birth date of an approved real-name certification, kept by a trigger on real_names (migration 0035). */
export const certifiedBirthDates = pgTable('certified_birth_dates', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  birthDate: date('birth_date').notNull(),
});

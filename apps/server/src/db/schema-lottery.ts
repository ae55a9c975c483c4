/**
 * The lottery tables (issue 21, docs/lottery.md). Other tables are referenced only inside callbacks (schema.ts
 * re-exports this file, so a top-level use would run before schema.ts has defined them).
 *
 * A lottery of a business's exhibition (project): a draft until published, then frozen (prizes, conditions, draw
 * time, rules); its secret seed and the published SHA-256 of it; at close the entrant count, the entrant list's hash
 * and the drawn order are fixed, and `cursor` is the next unused position of that order. Entries are unique per
 * person with a number in join order; winners are unique per position and per person, at most one waits for the host.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LOTTERY_STATES, WINNER_STATES } from '@kc/shared';
import { businesses, projects, users } from './schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const lotteries = pgTable(
  'lotteries',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    state: text('state', { enum: LOTTERY_STATES }).notNull().default('draft'),
    title: text('title').notNull(),
    rules: text('rules').notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    /** entry conditions: holds a valid holding of an item of the project; one of them written off today */
    holdTicket: boolean('hold_ticket').notNull().default(false),
    checkedInToday: boolean('checked_in_today').notNull().default(false),
    /** 64 hex characters, secret until the draw is over ('' for a draft) */
    seed: text('seed').notNull().default(''),
    /** SHA-256 of the seed text, published at publish */
    seedHash: text('seed_hash').notNull().default(''),
    /** SHA-256 of the entrant list (user ids in entry order joined by "\n"), fixed at close */
    entrantsHash: text('entrants_hash').notNull().default(''),
    /** entries so far; fixed at close */
    entrantCount: integer('entrant_count').notNull().default(0),
    /** the drawn order (user ids), fixed at close */
    drawOrder: jsonb('draw_order').$type<number[]>().notNull().default([]),
    /** the next unused position of the drawn order */
    cursor: integer('cursor').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lotteries_business').on(t.businessId, t.id),
    index('lotteries_state_draw').on(t.state, t.drawAt),
    check('lotteries_state', sql`${t.state} in ('draft','published','drawing','drawn','cancelled')`),
    check('lotteries_committed', sql`${t.state} in ('draft','cancelled') or (${t.seed} <> '' and ${t.seedHash} <> '')`),
    check('lotteries_closed', sql`${t.state} <> 'drawn' or ${t.entrantsHash} <> ''`),
    check('lotteries_counts', sql`${t.entrantCount} >= 0 and ${t.cursor} >= 0 and ${t.cursor} <= ${t.entrantCount}`),
  ],
);

export const lotteryPrizes = pgTable(
  'lottery_prizes',
  {
    id: serial('id').primaryKey(),
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id),
    /** the level: 1 = the top prize */
    sort: integer('sort').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    /** fen */
    value: integer('value').notNull(),
    stock: integer('stock').notNull(),
    /** confirmed winners; never passes stock */
    won: integer('won').notNull().default(0),
  },
  (t) => [
    unique('lottery_prizes_sort').on(t.lotteryId, t.sort),
    check('lottery_prizes_value', sql`${t.value} >= 0`),
    check('lottery_prizes_stock', sql`${t.stock} >= 1 and ${t.won} >= 0 and ${t.won} <= ${t.stock}`),
  ],
);

export const lotteryEntries = pgTable(
  'lottery_entries',
  {
    id: serial('id').primaryKey(),
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 1, 2, 3 … in join order */
    entryNo: integer('entry_no').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('lottery_entries_once').on(t.lotteryId, t.userId),
    unique('lottery_entries_no').on(t.lotteryId, t.entryNo),
    index('lottery_entries_user').on(t.userId, t.id),
  ],
);

export const lotteryWinners = pgTable(
  'lottery_winners',
  {
    id: serial('id').primaryKey(),
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id),
    /** the position in the drawn order (0-based) */
    position: integer('position').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => lotteryPrizes.id),
    state: text('state', { enum: WINNER_STATES }).notNull().default('drawn'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('lottery_winners_position').on(t.lotteryId, t.position),
    unique('lottery_winners_once').on(t.lotteryId, t.userId),
    uniqueIndex('lottery_winners_one_waiting')
      .on(t.lotteryId)
      .where(sql`${t.state} = 'drawn'`),
    index('lottery_winners_user').on(t.userId),
    check('lottery_winners_state', sql`${t.state} in ('drawn','confirmed','absent')`),
  ],
);

/** The host's and managers' actions on a lottery: publish, start, confirm, absent (with the replacement). */
export const lotteryLogs = pgTable(
  'lottery_logs',
  {
    id: serial('id').primaryKey(),
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('lottery_logs_lottery').on(t.lotteryId, t.id)],
);

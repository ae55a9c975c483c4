/**
 * The exhibition information tables (issue 21, docs/exhibition.md). Other tables are referenced only inside callbacks
 * (`.references(() => projects.id)`): schema.ts re-exports this file, so a top-level use would run before schema.ts
 * has defined them.
 *
 * A published project's page (one row per project: the project id is the key), and its news, activities, exhibiting
 * brands and past editions. Rich text (introduction, motorhome, a news body) is stored sanitised (sanitizeRichText on
 * write). Deleting content deletes the row: nothing else refers to it.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { EXHIBITION_VARIANTS } from '@kc/shared';
import { events, projects, users } from './schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const projectRef = () =>
  integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

export const exhibitionPages = pgTable(
  'exhibition_pages',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    variant: text('variant', { enum: EXHIBITION_VARIANTS }),
    openingHours: text('opening_hours').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    motorhome: text('motorhome').notNull().default(''),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('exhibition_pages_variant').on(t.variant),
    check('exhibition_pages_position', sql`(${t.lat} is null) = (${t.lng} is null)`),
  ],
);

export const exhibitionNews = pgTable(
  'exhibition_news',
  {
    id: serial('id').primaryKey(),
    projectId: projectRef(),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('exhibition_news_project').on(t.projectId, t.publishedAt, t.id)],
);

export const exhibitionActivities = pgTable(
  'exhibition_activities',
  {
    id: serial('id').primaryKey(),
    projectId: projectRef(),
    title: text('title').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    place: text('place').notNull().default(''),
    cover: text('cover').notNull().default(''),
    summary: text('summary').notNull().default(''),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('exhibition_activities_project').on(t.projectId, t.startAt, t.id),
    check('exhibition_activities_time', sql`${t.endAt} >= ${t.startAt}`),
  ],
);

export const exhibitionBrands = pgTable(
  'exhibition_brands',
  {
    id: serial('id').primaryKey(),
    projectId: projectRef(),
    name: text('name').notNull(),
    logo: text('logo').notNull().default(''),
    letter: text('letter').notNull(),
    hall: text('hall').notNull().default(''),
    booth: text('booth').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('exhibition_brands_project').on(t.projectId, t.letter, t.name),
    uniqueIndex('exhibition_brands_name').on(t.projectId, t.name),
    check('exhibition_brands_letter', sql`${t.letter} ~ '^[A-Z]$'`),
  ],
);

export const exhibitionHistory = pgTable(
  'exhibition_history',
  {
    id: serial('id').primaryKey(),
    projectId: projectRef(),
    year: integer('year').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    cover: text('cover').notNull().default(''),
    figures: jsonb('figures').$type<{ label: string; value: string }[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('exhibition_history_year').on(t.projectId, t.year)],
);

/**
 * The utility tables (issue 21, docs/utility.md). Other tables are referenced only inside callbacks: schema.ts
 * re-exports this file, so a top-level use would run before schema.ts has defined them.
 *
 * - doc_versions: every save of a document (`docs`) through the agreement editors, numbered 1, 2, …; the primary key
 *   (doc_key, version) makes two saves from the same loaded version impossible (the second gets nothing to insert).
 *   `docs` keeps the current title and plain text that older readers (the login terms popup, /my/about) show.
 * - health_declarations: one per user, exhibition and Asia/Shanghai day (unique), updated in place that day.
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
import type { EpidemicSymptom } from '@kc/shared';
import { docs, projects, users } from './schema.js';

export const docVersions = pgTable(
  'doc_versions',
  {
    docKey: text('doc_key')
      .notNull()
      .references(() => docs.key),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    /** 'text': saved from the text area; 'html': from the rich-text editor */
    format: text('format', { enum: ['text', 'html'] }).notNull(),
    /** the body as plain text (for readers that show text) */
    content: text('content').notNull(),
    /** the body as HTML, sanitised on write (sanitizeRichText) */
    html: text('html').notNull(),
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.docKey, t.version] }), check('doc_versions_version', sql`${t.version} >= 1`)],
);

export const healthDeclarations = pgTable(
  'health_declarations',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    day: date('day').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    symptoms: jsonb('symptoms').$type<EpidemicSymptom[]>().notNull(),
    travel: text('travel').notNull().default(''),
    healthCode: text('health_code').notNull(),
    /** the version of the `epidemic` notice accepted (0: the seeded text) */
    agreedVersion: integer('agreed_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('health_declarations_once_a_day').on(t.projectId, t.userId, t.day),
    index('health_declarations_project_day').on(t.projectId, t.day, t.id),
  ],
);

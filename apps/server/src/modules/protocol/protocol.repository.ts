import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { docs, docVersions, users } from '../../db/schema.js';

export type DocRow = typeof docs.$inferSelect;
export type DocVersionRow = typeof docVersions.$inferSelect;

/** Drizzle queries on the documents and their saved versions (docs/utility.md); nothing else. */
export function protocolRepository(db: Db) {
  return {
    doc: async (key: string, tx: Db | Tx = db) => (await tx.select().from(docs).where(eq(docs.key, key)).limit(1))[0],

    /** The latest saved version of a document with its editor's nickname, or undefined when never saved. */
    latest: async (key: string, tx: Db | Tx = db) =>
      (
        await tx
          .select({ v: docVersions, nickname: users.nickname })
          .from(docVersions)
          .innerJoin(users, eq(users.id, docVersions.updatedBy))
          .where(eq(docVersions.docKey, key))
          .orderBy(desc(docVersions.version))
          .limit(1)
      )[0],

    /** Every document with its current version number (0 when never saved through the editors). */
    list: () =>
      db
        .select({
          key: docs.key,
          title: docs.title,
          updatedAt: docs.updatedAt,
          version:
            sql<number>`coalesce((select max(${docVersions.version}) from ${docVersions} where ${docVersions.docKey} = ${docs.key}), 0)`.mapWith(
              Number,
            ),
        })
        .from(docs)
        .orderBy(asc(docs.key)),

    /** Makes the document's row when the key is new (its text is set by the save that follows). */
    ensureDoc: (tx: Tx, key: string, title: string) =>
      tx.insert(docs).values({ key, title, content: '' }).onConflictDoNothing({ target: docs.key }),

    /**
     * Version `row.version` of the document: one insert whose primary key (doc_key, version) lets exactly one of
     * concurrent saves from the same loaded version through; false for the others.
     */
    insertVersion: async (tx: Tx, row: typeof docVersions.$inferInsert) =>
      (await tx.insert(docVersions).values(row).onConflictDoNothing().returning({ v: docVersions.version })).length > 0,

    /** The current title and plain text, for the readers that show text (login terms, about us). */
    setCurrent: (tx: Tx, key: string, set: { title: string; content: string; updatedAt: Date }) =>
      tx.update(docs).set(set).where(eq(docs.key, key)),
  };
}
export type ProtocolRepository = ReturnType<typeof protocolRepository>;

import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { banners, docs, spmCodes, uploads } from '../../db/schema.js';

/** Published content (documents, banners), spm codes and upload records. */
export function contentRepository(db: Db) {
  return {
    doc: async (key: string) => (await db.select().from(docs).where(eq(docs.key, key)).limit(1))[0],

    banners: async (position: string) => {
      const where = and(eq(banners.position, position), eq(banners.enabled, true));
      const [list, [total]] = await Promise.all([
        db
          .select({ id: banners.id, title: banners.title, image: banners.image, link: banners.link })
          .from(banners)
          .where(where)
          .orderBy(asc(banners.sort), asc(banners.id))
          .limit(50),
        db.select({ n: count() }).from(banners).where(where),
      ]);
      return { list, count: total?.n ?? 0 };
    },

    insertSpm: (row: typeof spmCodes.$inferInsert) => db.insert(spmCodes).values(row),

    insertUpload: (row: typeof uploads.$inferInsert) => db.insert(uploads).values(row),
    markUploaded: (key: string, bytes: number) =>
      db
        .update(uploads)
        .set({ bytes, uploadedAt: sql`now()` })
        .where(eq(uploads.key, key)),
  };
}
export type ContentRepository = ReturnType<typeof contentRepository>;

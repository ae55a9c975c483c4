import { and, count, desc, eq, ilike, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { projects } from '../../db/schema.js';

export type ProjectRow = typeof projects.$inferSelect;

export function projectRepository(db: Db) {
  const live = (businessId: number) => and(eq(projects.businessId, businessId), isNull(projects.deletedAt));
  return {
    find: async (businessId: number, id: number, tx: Db | Tx = db) =>
      (
        await tx
          .select()
          .from(projects)
          .where(and(live(businessId), eq(projects.id, id)))
          .limit(1)
      )[0],

    insert: async (tx: Tx, row: typeof projects.$inferInsert) =>
      (await tx.insert(projects).values(row).returning())[0]!,

    update: async (tx: Tx, id: number, fields: Partial<typeof projects.$inferInsert>) =>
      (await tx.update(projects).set(fields).where(eq(projects.id, id)).returning())[0]!,

    async page(businessId: number, state: 'draft' | 'published', keyword: string, page: number, pageSize: number) {
      const where = and(
        live(businessId),
        eq(projects.state, state),
        keyword ? ilike(projects.name, `%${keyword.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
      );
      const [list, [total]] = await Promise.all([
        db
          .select()
          .from(projects)
          .where(where)
          .orderBy(desc(projects.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(projects).where(where),
      ]);
      return { list, count: total?.n ?? 0 };
    },
  };
}
export type ProjectRepository = ReturnType<typeof projectRepository>;

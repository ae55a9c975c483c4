import { and, count, desc, eq, gt, ilike, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { audits, items, projects } from '../../db/schema.js';
import type { ItemRow, ItemTallies } from './item.mapping.js';

const now = sql`now()`;

/** The status filter tabs (spec 4): 1 in progress, 2 disabled, 3 expired (no longer issuing), 4 not started; 0 all. */
const FILTERS: Record<number, SQL | undefined> = {
  0: ne(items.state, 'draft'),
  1: and(
    eq(items.state, 'approved'),
    lt(items.issueStart, now),
    gt(items.issueEnd, now),
    gt(items.validityEnd, now),
    sql`${items.issued} < ${items.totalStock}`,
  ),
  2: eq(items.state, 'disabled'),
  3: and(eq(items.state, 'approved'), lt(items.issueEnd, now)),
  4: and(eq(items.state, 'approved'), gt(items.issueStart, now)),
};

export function itemRepository(db: Db) {
  const live = (businessId: number) => and(eq(items.businessId, businessId), isNull(items.deletedAt));
  const withProject = (tx: Db | Tx) =>
    tx
      .select({
        item: items,
        projectName: sql<string>`coalesce(${projects.name}, '')`,
        pending: sql<boolean>`exists (select 1 from ${audits} where ${audits.targetId} = ${items.id} and ${audits.status} = 1 and ${audits.type} <> 'ticket_relation')`,
      })
      .from(items)
      .leftJoin(projects, eq(projects.id, items.projectId));

  return {
    /** Per item: tickets held (not voided) and write-offs — counted from their rows, so always exact. */
    tallies: async (ids: number[], tx: Db | Tx = db): Promise<Map<number, ItemTallies>> => {
      if (ids.length === 0) return new Map();
      const rows = (
        (await tx.execute(sql`select i.id,
            (select count(*)::int from holdings h where h.item_id = i.id and h.voided_at is null) as given,
            (select count(*)::int from write_offs w where w.item_id = i.id) as written_off
          from items i where i.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`)) as unknown as { rows: { id: number; given: number; written_off: number }[] }
      ).rows;
      return new Map(rows.map((r) => [r.id, { given: r.given, writtenOff: r.written_off }]));
    },

    find: async (businessId: number, id: number, tx: Db | Tx = db) =>
      (
        await withProject(tx)
          .where(and(live(businessId), eq(items.id, id)))
          .limit(1)
      )[0],

    /** Locks the row for a state change. */
    lock: async (tx: Tx, businessId: number, id: number): Promise<ItemRow | undefined> =>
      (
        await tx
          .select()
          .from(items)
          .where(and(live(businessId), eq(items.id, id)))
          .for('update')
          .limit(1)
      )[0],

    insert: async (tx: Tx, row: typeof items.$inferInsert) => (await tx.insert(items).values(row).returning())[0]!,

    update: async (tx: Tx, id: number, fields: Partial<typeof items.$inferInsert>) =>
      (
        await tx
          .update(items)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(items.id, id))
          .returning()
      )[0]!,

    async page(
      businessId: number,
      q: { filter: number; drafts: boolean; product_type?: number; keyword: string; page: number; page_size: number },
    ) {
      const where = and(
        live(businessId),
        // an event's entry item (docs/funly.md) is not one of the business's items
        isNull(items.eventId),
        q.drafts ? eq(items.state, 'draft') : FILTERS[q.filter],
        q.product_type ? eq(items.productType, q.product_type) : undefined,
        q.keyword ? ilike(items.name, `%${q.keyword.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
      );
      const [list, [total]] = await Promise.all([
        withProject(db)
          .where(where)
          .orderBy(desc(items.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(items).where(where),
      ]);
      return { list, count: total?.n ?? 0 };
    },

    projectOf: async (businessId: number, projectId: number, tx: Db | Tx = db) =>
      (
        await tx
          .select()
          .from(projects)
          .where(and(eq(projects.id, projectId), eq(projects.businessId, businessId), isNull(projects.deletedAt)))
          .limit(1)
      )[0],

    byIds: (ids: number[]) => (ids.length ? withProject(db).where(inArray(items.id, ids)) : Promise.resolve([])),
  };
}
export type ItemRepository = ReturnType<typeof itemRepository>;

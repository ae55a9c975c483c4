import { randomBytes } from 'node:crypto';
import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { agents, businesses, holdings, items, spmCodes, userRoles, users } from '../../db/schema.js';

export function agentRepository(db: Db) {
  const listing = () =>
    db
      .select({
        a: agents,
        itemName: items.name,
        formId: items.formId,
        businessName: businesses.name,
        userName: users.nickname,
        mobile: users.mobile,
        avatar: users.headimg,
        attributed: sql<number>`(select count(*)::int from ${holdings} where ${holdings.itemId} = ${agents.itemId} and ${holdings.spm} = ${agents.spm})`,
      })
      .from(agents)
      .innerJoin(items, eq(items.id, agents.itemId))
      .innerJoin(businesses, eq(businesses.id, agents.businessId))
      .innerJoin(users, eq(users.id, agents.userId));

  return {
    /** A new agent with a fresh spm code; undefined when the person already is one for the item. */
    async insert(tx: Tx, row: { businessId: number; itemId: number; userId: number; createdBy: number; url: string }) {
      const code = randomBytes(6).toString('base64url');
      await tx
        .insert(userRoles)
        .values({ userId: row.userId, role: 'agent', businessId: row.businessId })
        .onConflictDoNothing();
      await tx
        .insert(spmCodes)
        .values({ code, userId: row.userId, module: 'agent', targetId: row.itemId, url: row.url });
      return (
        await tx
          .insert(agents)
          .values({
            businessId: row.businessId,
            itemId: row.itemId,
            userId: row.userId,
            spm: code,
            createdBy: row.createdBy,
          })
          .onConflictDoNothing()
          .returning({ id: agents.id })
      )[0]?.id;
    },
    find: async (id: number) => (await listing().where(eq(agents.id, id)).limit(1))[0],
    async page(where: SQL, p: { page: number; page_size: number }) {
      const [list, [total]] = await Promise.all([
        listing()
          .where(where)
          .orderBy(desc(agents.id))
          .limit(p.page_size)
          .offset((p.page - 1) * p.page_size),
        db.select({ n: count() }).from(agents).where(where),
      ]);
      return { list, count: total?.n ?? 0 };
    },
    ofItem: (itemId: number) => eq(agents.itemId, itemId),
    ofUser: (uid: number) => eq(agents.userId, uid),
  };
}
export type AgentRepository = ReturnType<typeof agentRepository>;

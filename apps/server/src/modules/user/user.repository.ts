import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { businesses, userRoles, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

/** Drizzle queries on users and their role grants; nothing else. */
export function userRepository(db: Db) {
  return {
    findLiveByMobile: async (mobile: string, tx: Db | Tx = db) =>
      (
        await tx
          .select()
          .from(users)
          .where(and(eq(users.mobile, mobile), isNull(users.deletedAt)))
          .limit(1)
      )[0],

    /** The balance and the /my counters: unpaid orders, usable items held. */
    counters: async (uid: number) => {
      const r = (await db.execute(sql`select
        coalesce((select balance from accounts where kind = 'user' and owner_id = ${uid} and name = 'main'), 0)::bigint as money,
        (select count(*) from orders where user_id = ${uid} and state = 'unpaid')::int as tobepaid,
        (select count(*) from holdings h join items i on i.id = h.item_id
          where h.user_id = ${uid} and h.voided_at is null and i.state = 'approved'
            and (i.validity_end is null or i.validity_end > now()) and not (i.limit_type = 1 and h.used >= i.limit_num))::int as myticket`)) as unknown as {
        rows: { money: string; tobepaid: number; myticket: number }[];
      };
      const c = r.rows[0]!;
      return { money: Number(c.money), tobepaid: Number(c.tobepaid), myticket: Number(c.myticket) };
    },

    findLiveById: async (id: number, tx: Db | Tx = db) =>
      (
        await tx
          .select()
          .from(users)
          .where(and(eq(users.id, id), isNull(users.deletedAt)))
          .limit(1)
      )[0],

    insert: async (row: { mobile: string; passwordHash?: string; name: string }, tx: Db | Tx = db) =>
      (
        await tx
          .insert(users)
          .values({ mobile: row.mobile, passwordHash: row.passwordHash, username: row.name, nickname: row.name })
          .onConflictDoNothing()
          .returning()
      )[0],

    updateProfile: async (
      id: number,
      fields: Partial<Pick<UserRow, 'nickname' | 'signature' | 'headimg' | 'passwordHash'>>,
    ) =>
      (
        await db
          .update(users)
          .set({ ...fields, updatedAt: sql`now()` })
          .where(and(eq(users.id, id), isNull(users.deletedAt)))
          .returning()
      )[0],

    markDeleted: async (id: number, tx: Tx) =>
      (
        await tx
          .update(users)
          .set({ deletedAt: sql`now()` })
          .where(and(eq(users.id, id), isNull(users.deletedAt)))
          .returning({ id: users.id })
      )[0],

    roles: (id: number) =>
      db
        .select({ role: userRoles.role, business_id: userRoles.businessId, business_name: businesses.name })
        .from(userRoles)
        .leftJoin(businesses, eq(businesses.id, userRoles.businessId))
        .where(eq(userRoles.userId, id))
        .orderBy(userRoles.id),
  };
}
export type UserRepository = ReturnType<typeof userRepository>;

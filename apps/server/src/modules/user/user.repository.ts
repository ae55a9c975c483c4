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

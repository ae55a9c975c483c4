import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { businesses, userRoles, users } from '../../db/schema.js';
import type { AuthUser } from '../../plugins/app/contract.js';
import { liveSession } from './session.repository.js';

export type UserRow = typeof users.$inferSelect;

/**
 * The balance and the /my counters of the selected user row, as subqueries, each by an index (`users` is written out:
 * Drizzle leaves the columns of a one-table select unqualified, and the subqueries have their own `id`).
 */
const counterFields = {
  money:
    sql`coalesce((select a.balance from accounts a where a.kind = 'user' and a.owner_id = ${users}.id and a.name = 'main'), 0)`.mapWith(
      Number,
    ),
  tobepaid:
    sql`coalesce((select c.n from order_counts c where c.user_id = ${users}.id and c.state = 'unpaid'), 0)`.mapWith(
      Number,
    ),
  myticket: sql`(select count(*) from holdings h join items i on i.id = h.item_id
    where h.user_id = ${users}.id and h.voided_at is null and i.state = 'approved'
      and (i.validity_end is null or i.validity_end > now()) and not (i.limit_type = 1 and h.used >= i.limit_num))`.mapWith(
    Number,
  ),
  /** unread notices (index messages_unread) */
  newmessagenum: sql`(select count(*) from messages m where m.user_id = ${users}.id and m.read_at is null)`.mapWith(
    Number,
  ),
  /** for an auditor, the audits waiting (auditors review every business's): what the 待审核 tab of /b/audit lists */
  breview: sql`(case when exists (select 1 from user_roles r where r.user_id = ${users}.id and r.role = 'auditor')
    then (select count(*) from audits a where a.status = 1) else 0 end)`.mapWith(Number),
};

/** Drizzle queries on users and their role grants; nothing else. */
export function userRepository(db: Db) {
  const withCountersLive = db
    .select({ user: users, counters: counterFields })
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('uid')),
        liveSession({ uid: sql.placeholder('uid'), sessionId: sql.placeholder('sid') }),
      ),
    )
    .prepare('user_with_counters_live');

  return {
    findLiveByMobile: async (mobile: string, tx: Db | Tx = db) =>
      (
        await tx
          .select()
          .from(users)
          .where(and(eq(users.mobile, mobile), isNull(users.deletedAt)))
          .limit(1)
      )[0],

    /**
     * The caller's row with the balance and the /my counters (unpaid orders from order_counts, usable items held), the
     * session checked in the same statement: one prepared statement, so userinfo is one round trip. Undefined when
     * the session or the user is gone.
     */
    withCountersLive: (u: AuthUser) => withCountersLive.execute({ uid: u.uid, sid: u.sessionId }).then((r) => r[0]),

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

    /** The new login password hash of a live user; the updated row, or undefined when the user is gone. */
    setPasswordHash: async (id: number, passwordHash: string, tx: Db | Tx = db) =>
      (
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: sql`now()` })
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

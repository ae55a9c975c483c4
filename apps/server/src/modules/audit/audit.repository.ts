import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AuditTypeValue } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import { audits, businesses, userRoles, users } from '../../db/schema.js';

export type AuditRow = typeof audits.$inferSelect;

export function auditRepository(db: Db) {
  const listing = () =>
    db
      .select({ a: audits, businessName: businesses.name, nickname: users.nickname, avatar: users.headimg })
      .from(audits)
      .innerJoin(businesses, eq(businesses.id, audits.businessId))
      .innerJoin(users, eq(users.id, audits.submittedBy));
  return {
    /** A new pending audit; undefined when the target already has one pending. */
    create: async (
      tx: Tx,
      row: {
        businessId: number;
        type: AuditTypeValue;
        targetId: number;
        changes: Record<string, unknown>;
        submittedBy: number;
      },
    ) => (await tx.insert(audits).values(row).onConflictDoNothing().returning())[0],

    /** Decides a pending audit; only one of concurrent deciders gets the row. */
    decide: async (tx: Tx, id: number, status: 2 | 3, reviewer: number, remark: string) =>
      (
        await tx
          .update(audits)
          .set({ status, reviewedBy: reviewer, remark, reviewedAt: sql`now()` })
          .where(and(eq(audits.id, id), eq(audits.status, 1)))
          .returning()
      )[0],

    find: async (id: number) => (await listing().where(eq(audits.id, id)).limit(1))[0],

    async page(q: { type?: AuditTypeValue; status: number; page: number; page_size: number }) {
      const where = and(eq(audits.status, q.status), q.type ? eq(audits.type, q.type) : undefined);
      const [list, [total]] = await Promise.all([
        listing()
          .where(where)
          .orderBy(desc(audits.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(audits).where(where),
      ]);
      return { list, count: total?.n ?? 0 };
    },

    isAuditor: async (uid: number) =>
      (
        await db
          .select({ id: userRoles.id })
          .from(userRoles)
          .where(and(eq(userRoles.userId, uid), eq(userRoles.role, 'auditor')))
          .limit(1)
      ).length > 0,
  };
}
export type AuditRepository = ReturnType<typeof auditRepository>;

import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AuditTypeValue } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import { audits, businesses, events, items, projects, reportCases, userRoles, users } from '../../db/schema.js';

export type AuditRow = typeof audits.$inferSelect;

/** Drizzle queries on audits and the auditor role, and on the items being audited; nothing else. */
export function auditRepository(db: Db) {
  const listing = () =>
    db
      .select({
        a: audits,
        // a ride leader application is the platform's own: no business
        businessName: sql<string>`coalesce(${businesses.name}, '平台')`,
        nickname: users.nickname,
        avatar: users.headimg,
        targetName: sql<string>`coalesce(nullif(${audits.title}, ''), ${items.name}, ${events.title}, case when ${audits.type} = 'ride_leader' then ${users.nickname} || ' 的领队申请' end, case ${reportCases.module} when 'bbs' then '被举报的帖子' when 'reply' then '被举报的评论' when 'play' then '被举报的活动' when 'image' then '被举报的相册图片' when 'user' then '被举报的用户' when 'party' then '被举报的骑行' end, '')`,
      })
      .from(audits)
      .leftJoin(businesses, eq(businesses.id, audits.businessId))
      .innerJoin(users, eq(users.id, audits.submittedBy))
      // an item type's target is an item (a ticket_relation's is its ticket), a funly audit's an event, a ride_leader
      // audit's a ride_leaders row; the newer types name their target in audits.title
      .leftJoin(
        items,
        and(eq(items.id, audits.targetId), inArray(audits.type, ['ticket', 'coupon', 'invitation', 'ticket_relation'])),
      )
      .leftJoin(events, and(eq(events.id, audits.targetId), eq(audits.type, 'funly')))
      // a report audit's target is its report case (the reported thing is the case's module and target)
      .leftJoin(reportCases, and(eq(reportCases.id, audits.targetId), eq(audits.type, 'report')));
  return {
    /** A new pending audit; undefined when the target already has one pending. */
    create: async (
      tx: Tx,
      row: {
        /** null for the platform's own types (PLATFORM_AUDIT_TYPES) */
        businessId: number | null;
        type: AuditTypeValue;
        targetId: number;
        /** the queue's name of the target, for the types it cannot join (show_car, car_owner, real_name, merchant) */
        title?: string;
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

    /** The pending audit of this type on a target, if any. */
    pending: async (type: AuditTypeValue, targetId: number) =>
      (
        await db
          .select()
          .from(audits)
          .where(and(eq(audits.type, type), eq(audits.targetId, targetId), eq(audits.status, 1)))
      )[0],

    /** The audited item with its project's name; with `lock`, its row locked until the transaction ends. */
    itemWithProject: async (id: number, lock: boolean, tx: Pick<Db, 'select'> = db) => {
      const q = tx
        .select({ item: items, projectName: projects.name })
        .from(items)
        .leftJoin(projects, eq(projects.id, items.projectId))
        .where(eq(items.id, id));
      const [r] = lock ? await q.for('update', { of: items }) : await q;
      return r;
    },

    /** The decision applied to the audited item. */
    updateItem: (tx: Tx, id: number, set: Partial<typeof items.$inferInsert>) =>
      tx
        .update(items)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(items.id, id)),

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

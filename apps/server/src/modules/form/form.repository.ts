import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { forms, items, projects, submissions, users } from '../../db/schema.js';

export type FormRow = typeof forms.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;

export function formRepository(db: Db) {
  const listedSubmissions = (tx: Db | Tx = db) =>
    tx
      .select({
        s: submissions,
        itemName: items.name,
        nickname: users.nickname,
        avatar: users.headimg,
        mobile: users.mobile,
      })
      .from(submissions)
      .innerJoin(items, eq(items.id, submissions.itemId))
      .innerJoin(users, eq(users.id, submissions.userId));
  return {
    find: async (businessId: number, id: number, tx: Db | Tx = db) =>
      (
        await tx
          .select()
          .from(forms)
          .where(and(eq(forms.businessId, businessId), eq(forms.id, id)))
          .limit(1)
      )[0],
    findById: async (id: number) => (await db.select().from(forms).where(eq(forms.id, id)).limit(1))[0],
    insert: async (row: typeof forms.$inferInsert) => (await db.insert(forms).values(row).returning())[0]!,
    update: async (id: number, row: Partial<typeof forms.$inferInsert>) =>
      (
        await db
          .update(forms)
          .set({ ...row, updatedAt: new Date() })
          .where(eq(forms.id, id))
          .returning()
      )[0]!,
    async page(businessId: number, p: { page: number; page_size: number }) {
      const where = eq(forms.businessId, businessId);
      const [list, [total]] = await Promise.all([
        db
          .select()
          .from(forms)
          .where(where)
          .orderBy(desc(forms.id))
          .limit(p.page_size)
          .offset((p.page - 1) * p.page_size),
        db.select({ n: count() }).from(forms).where(where),
      ]);
      return { list, count: total?.n ?? 0 };
    },

    /** The item a person signs up to, with its project name. */
    target: async (itemId: number) =>
      (
        await db
          .select({ item: items, projectName: projects.name })
          .from(items)
          .leftJoin(projects, eq(projects.id, items.projectId))
          .where(eq(items.id, itemId))
          .limit(1)
      )[0],

    latestOf: async (itemId: number, userId: number) =>
      (
        await db
          .select()
          .from(submissions)
          .where(and(eq(submissions.itemId, itemId), eq(submissions.userId, userId)))
          .orderBy(desc(submissions.id))
          .limit(1)
      )[0],

    /** A new live sign-up; undefined when the person already has one pending or passed. */
    insertSubmission: async (tx: Tx, row: typeof submissions.$inferInsert) =>
      (await tx.insert(submissions).values(row).onConflictDoNothing().returning())[0],

    setSubmission: (tx: Tx, id: number, row: Partial<SubmissionRow>) =>
      tx.update(submissions).set(row).where(eq(submissions.id, id)),

    /** Decides a pending sign-up of the business; only one of concurrent reviewers gets it. */
    decide: async (tx: Tx, businessId: number, id: number, status: 2 | 3, reviewer: number, remark: string) =>
      (
        await tx
          .update(submissions)
          .set({ status, reviewedBy: reviewer, remark, reviewedAt: new Date() })
          .where(and(eq(submissions.id, id), eq(submissions.businessId, businessId), eq(submissions.status, 1)))
          .returning()
      )[0],

    submission: async (id: number, tx: Db | Tx = db) =>
      (await listedSubmissions(tx).where(eq(submissions.id, id)).limit(1))[0],

    async submissions(businessId: number, q: { item_id?: number; status: number; page: number; page_size: number }) {
      const where = and(
        eq(submissions.businessId, businessId),
        eq(submissions.status, q.status),
        q.item_id ? eq(submissions.itemId, q.item_id) : undefined,
      );
      const [list, [total]] = await Promise.all([
        listedSubmissions()
          .where(where)
          .orderBy(desc(submissions.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(submissions).where(where),
      ]);
      return { list, count: total?.n ?? 0 };
    },

    /** The item a submission is for (how it is handed out once approved). */
    item: (tx: Tx, id: number) => tx.query.items.findFirst({ where: (i, { eq }) => eq(i.id, id) }),
  };
}
export type FormRepository = ReturnType<typeof formRepository>;

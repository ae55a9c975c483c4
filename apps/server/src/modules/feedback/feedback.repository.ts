import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { feedbacks, users } from '../../db/schema.js';

export type FeedbackRow = typeof feedbacks.$inferSelect;

/** Drizzle queries on feedback; nothing else. */
export function feedbackRepository(db: Db) {
  const listing = () =>
    db
      .select({ f: feedbacks, nickname: users.nickname })
      .from(feedbacks)
      .innerJoin(users, eq(users.id, feedbacks.userId));
  return {
    insert: async (row: {
      userId: number;
      kind: FeedbackRow['kind'];
      content: string;
      images: string[];
      contact: string;
      createdAt: Date;
    }) => (await db.insert(feedbacks).values(row).returning({ id: feedbacks.id }))[0]!.id,

    /** One feedback with its sender's nickname. */
    byId: async (id: number, tx: Db | Tx = db) =>
      (
        await tx
          .select({ f: feedbacks, nickname: users.nickname })
          .from(feedbacks)
          .innerJoin(users, eq(users.id, feedbacks.userId))
          .where(eq(feedbacks.id, id))
      )[0],

    /** A person's feedback, newest first (index feedbacks_user). */
    async mine(userId: number, q: { page: number; page_size: number }) {
      const where = eq(feedbacks.userId, userId);
      const [list, [total]] = await Promise.all([
        listing()
          .where(where)
          .orderBy(desc(feedbacks.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(feedbacks).where(where),
      ]);
      return { list, count: total?.n ?? 0 };
    },

    /** Everyone's: waiting ones oldest first, answered ones most recently answered first (index feedbacks_open). */
    async queue(q: { answered: boolean; page: number; page_size: number }) {
      const where = q.answered ? isNotNull(feedbacks.repliedAt) : isNull(feedbacks.repliedAt);
      const order = q.answered ? [desc(feedbacks.repliedAt), desc(feedbacks.id)] : [asc(feedbacks.id)];
      const [list, [total]] = await Promise.all([
        listing()
          .where(where)
          .orderBy(...order)
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(feedbacks).where(where),
      ]);
      return { list, count: total?.n ?? 0 };
    },

    /** Answers a feedback while unanswered: one conditional update, so of concurrent replies exactly one wins. */
    reply: async (tx: Tx, id: number, reply: string, by: number, at: Date) =>
      (
        await tx
          .update(feedbacks)
          .set({ reply, repliedBy: by, repliedAt: at })
          .where(and(eq(feedbacks.id, id), isNull(feedbacks.repliedAt)))
          .returning()
      )[0],
  };
}
export type FeedbackRepository = ReturnType<typeof feedbackRepository>;

import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { MessageKind } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import { messages } from '../../db/schema.js';

export type MessageRow = typeof messages.$inferSelect;

/**
 * Leaves a notice for a user: the one way a module tells someone what happened (an order paid, an item audited, a
 * holding written off). Called inside the event's transaction (`tx`), or on `db` right after it committed.
 */
export const notify = (tx: Db | Tx, userId: number, kind: MessageKind, title: string, body: string, link = '') =>
  tx.insert(messages).values({ userId, kind, title, body, link });

/** Drizzle queries on messages; nothing else. */
export function messageRepository(db: Db) {
  const unreadOf = (userId: number) => and(eq(messages.userId, userId), isNull(messages.readAt));
  return {
    /** One page of a user's notices, newest first, with their total and unread counts. */
    async page(userId: number, q: { page: number; page_size: number }) {
      const [list, [total], [unread]] = await Promise.all([
        db
          .select()
          .from(messages)
          .where(eq(messages.userId, userId))
          .orderBy(desc(messages.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(messages).where(eq(messages.userId, userId)),
        db.select({ n: count() }).from(messages).where(unreadOf(userId)),
      ]);
      return { list, count: total?.n ?? 0, unread: unread?.n ?? 0 };
    },

    /** The user's notice of this id (read or not), if it is theirs. */
    mine: async (userId: number, id: number) =>
      (
        await db
          .select({ id: messages.id })
          .from(messages)
          .where(and(eq(messages.id, id), eq(messages.userId, userId)))
      )[0],

    /** Marks the user's notice read if it was unread: one conditional UPDATE, so concurrent reads count once. */
    markRead: async (userId: number, id: number) =>
      db
        .update(messages)
        .set({ readAt: sql`now()` })
        .where(and(eq(messages.id, id), unreadOf(userId))),

    markAllRead: async (userId: number) =>
      db
        .update(messages)
        .set({ readAt: sql`now()` })
        .where(unreadOf(userId)),

    unread: async (userId: number) =>
      (await db.select({ n: count() }).from(messages).where(unreadOf(userId)))[0]?.n ?? 0,
  };
}
export type MessageRepository = ReturnType<typeof messageRepository>;

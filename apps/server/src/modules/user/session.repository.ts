import { and, eq, gt, isNull, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { refreshTokens, sessions, users } from '../../db/schema.js';

/**
 * The SQL condition "the caller's session is live and the user not deleted" — the check `authenticate` makes, for a
 * hot call that makes it inside its own statement (`session: 'in-statement'` of callRegistrar).
 */
export const liveSession = (u: { uid: number | Placeholder | SQL; sessionId: number | Placeholder | SQL }): SQL =>
  sql`exists (select 1 from sessions s join users u on u.id = s.user_id where s.id = ${u.sessionId} and s.user_id = ${u.uid} and s.revoked_at is null and u.deleted_at is null)`;

/** Whether the caller's session is live (liveSession as a statement of its own). */
export async function isLive(db: Db, u: { uid: number; sessionId: number }): Promise<boolean> {
  const r = (await db.execute(sql`select ${liveSession(u)} as live`)) as unknown as { rows: { live: boolean }[] };
  return Boolean(r.rows[0]?.live);
}

/** Sessions (a family of rotating refresh tokens) and their tokens. */
export function sessionRepository(db: Db) {
  return {
    create: async (userId: number, tx: Db | Tx = db) =>
      (await tx.insert(sessions).values({ userId }).returning({ id: sessions.id }))[0]!.id,

    addRefreshToken: async (sessionId: number, tokenHash: string, expiresAt: Date, tx: Db | Tx = db) =>
      void (await tx.insert(refreshTokens).values({ tokenHash, sessionId, expiresAt })),

    /** Marks a live refresh token used; returns its session only for the one caller that did so. */
    useRefreshToken: async (tokenHash: string, tx: Tx) =>
      (
        await tx
          .update(refreshTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(refreshTokens.tokenHash, tokenHash),
              isNull(refreshTokens.usedAt),
              gt(refreshTokens.expiresAt, sql`now()`),
            ),
          )
          .returning({ sessionId: refreshTokens.sessionId })
      )[0]?.sessionId,

    findRefreshToken: async (tokenHash: string, tx: Db | Tx = db) =>
      (await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1))[0],

    /** The live session's user id, or undefined when revoked or the user is deleted. */
    liveSessionUser: async (sessionId: number, tx: Db | Tx = db) =>
      (
        await tx
          .select({ userId: sessions.userId })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), isNull(users.deletedAt)))
          .limit(1)
      )[0]?.userId,

    revoke: async (sessionId: number, reason: string, tx: Db | Tx = db) =>
      void (await tx
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokeReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))),

    /** Revokes every live session of the user, but `exceptSessionId` when given (the caller's own). */
    revokeAllOfUser: async (userId: number, reason: string, tx: Db | Tx = db, exceptSessionId?: number) =>
      void (await tx
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokeReason: reason })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
          ),
        )),
  };
}
export type SessionRepository = ReturnType<typeof sessionRepository>;

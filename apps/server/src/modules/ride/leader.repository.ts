import { and, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rideLeaders, users } from '../../db/schema.js';

export type LeaderRow = typeof rideLeaders.$inferSelect;
export type LeaderFields = Pick<
  typeof rideLeaders.$inferInsert,
  'licenceClass' | 'ridingYears' | 'bike' | 'experience' | 'licenceImage'
>;

/** Every query on ride leader applications (docs/ride.md). */
export function leaderRepository(db: Db) {
  const withUser = (tx: Db | Tx, where: SQL) =>
    tx
      .select({ l: rideLeaders, nickname: users.nickname, avatar: users.headimg })
      .from(rideLeaders)
      .innerJoin(users, eq(users.id, rideLeaders.userId))
      .where(where)
      .limit(1)
      .then((r) => r[0]);
  return {
    ofUser: (uid: number) => withUser(db, eq(rideLeaders.userId, uid)),
    byId: (id: number) => withUser(db, eq(rideLeaders.id, id)),

    /** the person's row locked for an application */
    lockOfUser: async (tx: Tx, uid: number): Promise<LeaderRow | undefined> =>
      (await tx.select().from(rideLeaders).where(eq(rideLeaders.userId, uid)).for('update'))[0],

    /** a rejected row pending again with the new fields; undefined when it is no longer rejected */
    reapply: async (tx: Tx, id: number, fields: LeaderFields, now: Date): Promise<LeaderRow | undefined> =>
      (
        await tx
          .update(rideLeaders)
          .set({ ...fields, state: 'pending', rejectReason: '', updatedAt: now })
          .where(and(eq(rideLeaders.id, id), eq(rideLeaders.state, 'rejected')))
          .returning()
      )[0],

    /** a first application; undefined when a parallel one of the same person won (the unique user_id decides) */
    insert: async (tx: Tx, uid: number, fields: LeaderFields): Promise<LeaderRow | undefined> =>
      (
        await tx
          .insert(rideLeaders)
          .values({ ...fields, userId: uid })
          .onConflictDoNothing()
          .returning()
      )[0],

    isApproved: async (uid: number): Promise<boolean> =>
      (
        await db
          .select({ id: rideLeaders.id })
          .from(rideLeaders)
          .where(and(eq(rideLeaders.userId, uid), eq(rideLeaders.state, 'approved')))
          .limit(1)
      ).length > 0,

    /** the auditor's decision on a pending row; undefined when it is no longer pending */
    decide: async (
      tx: Tx,
      id: number,
      pass: boolean,
      remark: string,
      reviewer: number,
      now: Date,
    ): Promise<LeaderRow | undefined> =>
      (
        await tx
          .update(rideLeaders)
          .set({
            state: pass ? 'approved' : 'rejected',
            rejectReason: pass ? '' : remark,
            reviewedBy: reviewer,
            reviewedAt: now,
            updatedAt: now,
          })
          .where(and(eq(rideLeaders.id, id), eq(rideLeaders.state, 'pending')))
          .returning()
      )[0],
  };
}

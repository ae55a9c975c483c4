import { and, asc, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rideApplications, rideCheckpoints, rideClockins, rides, users } from '../../db/schema.js';

export type CheckpointRow = typeof rideCheckpoints.$inferSelect;
export type ClockinRow = typeof rideClockins.$inferSelect;
export type NewClockin = typeof rideClockins.$inferInsert;

/** Rides whose positions are deleted in one transaction. */
const PURGE_BATCH = 100;

/** Every query on clock-ins and what the headcount shows of a ride's riders (docs/ride.md). */
export function clockinRepository(db: Db) {
  return {
    /** a live (not deleted) checkpoint of this ride */
    checkpoint: async (rideId: number, checkpointId: number): Promise<CheckpointRow | undefined> =>
      (
        await db
          .select()
          .from(rideCheckpoints)
          .where(
            and(
              eq(rideCheckpoints.id, checkpointId),
              eq(rideCheckpoints.rideId, rideId),
              isNull(rideCheckpoints.deletedAt),
            ),
          )
          .limit(1)
      )[0],

    /** the live checkpoints of a ride in their order */
    checkpoints: (rideId: number): Promise<CheckpointRow[]> =>
      db
        .select()
        .from(rideCheckpoints)
        .where(and(eq(rideCheckpoints.rideId, rideId), isNull(rideCheckpoints.deletedAt)))
        .orderBy(asc(rideCheckpoints.seq), asc(rideCheckpoints.id)),

    /** one per rider and checkpoint: the unique constraint decides between parallel attempts (null = already there) */
    insert: async (row: NewClockin): Promise<ClockinRow | null> =>
      (await db.insert(rideClockins).values(row).onConflictDoNothing().returning())[0] ?? null,

    byId: async (id: number): Promise<ClockinRow | undefined> =>
      (await db.select().from(rideClockins).where(eq(rideClockins.id, id)).limit(1))[0],

    /** decides a clock-in only while it waits for review (null when someone decided it first) */
    review: async (id: number, status: number, reviewer: number, now: Date): Promise<ClockinRow | null> =>
      (
        await db
          .update(rideClockins)
          .set({ status, reviewedBy: reviewer, reviewedAt: now })
          .where(and(eq(rideClockins.id, id), eq(rideClockins.status, 2)))
          .returning()
      )[0] ?? null,

    /** the caller's clock-ins on a ride */
    mine: (rideId: number, uid: number): Promise<ClockinRow[]> =>
      db
        .select()
        .from(rideClockins)
        .where(and(eq(rideClockins.rideId, rideId), eq(rideClockins.userId, uid))),

    /** the caller's accepted clock-ins with their checkpoint, in the checkpoints' order */
    reached: (rideId: number, uid: number) =>
      db
        .select({ name: rideCheckpoints.name, at: rideClockins.createdAt })
        .from(rideClockins)
        .innerJoin(rideCheckpoints, eq(rideCheckpoints.id, rideClockins.checkpointId))
        .where(and(eq(rideClockins.rideId, rideId), eq(rideClockins.userId, uid), eq(rideClockins.status, 1)))
        .orderBy(asc(rideCheckpoints.seq), asc(rideCheckpoints.id)),

    /** every clock-in of a ride with the rider's name, oldest first */
    ofRide: (rideId: number) =>
      db
        .select({ c: rideClockins, nickname: users.nickname })
        .from(rideClockins)
        .innerJoin(users, eq(users.id, rideClockins.userId))
        .where(eq(rideClockins.rideId, rideId))
        .orderBy(asc(rideClockins.id)),

    /** approved applications of a ride with the rider's name, oldest first */
    going: (rideId: number) =>
      db
        .select({
          applicationId: rideApplications.id,
          userId: rideApplications.userId,
          role: rideApplications.role,
          passengers: rideApplications.passengers,
          nickname: users.nickname,
          avatar: users.headimg,
        })
        .from(rideApplications)
        .innerJoin(users, eq(users.id, rideApplications.userId))
        .where(and(eq(rideApplications.rideId, rideId), eq(rideApplications.status, 1)))
        .orderBy(asc(rideApplications.id)),

    user: async (uid: number) =>
      (
        await db
          .select({ nickname: users.nickname, avatar: users.headimg })
          .from(users)
          .where(eq(users.id, uid))
          .limit(1)
      )[0],

    setLocation: async (applicationId: number, on: boolean, now: Date): Promise<boolean> =>
      (
        await db
          .update(rideApplications)
          .set({ locationOn: on, updatedAt: now })
          .where(and(eq(rideApplications.id, applicationId), inArray(rideApplications.status, [1, 2])))
          .returning({ on: rideApplications.locationOn })
      )[0]?.on ?? false,

    /**
     * Deletes the positions of rides over before `before`, a batch of rides per transaction; the ride is marked in
     * the same statement that picks it (positions_purged_at is null), so a second run or a second instance finds
     * nothing left to do. Returns how many rides were purged.
     */
    async purgePositions(before: Date, now: Date): Promise<number> {
      let purged = 0;
      for (;;) {
        const ids = await db.transaction(async (tx) => {
          const marked = await tx
            .update(rides)
            .set({ positionsPurgedAt: now })
            .where(
              and(
                isNull(rides.positionsPurgedAt),
                inArray(
                  rides.id,
                  tx
                    .select({ id: rides.id })
                    .from(rides)
                    .where(and(isNull(rides.positionsPurgedAt), lt(rides.endAt, before), ne(rides.state, 'draft')))
                    .orderBy(asc(rides.id))
                    .limit(PURGE_BATCH),
                ),
              ),
            )
            // a run in parallel may have marked some of them first: only the rows still unmarked are ours
            .returning({ id: rides.id });
          const mine = marked.map((r) => r.id);
          if (mine.length)
            await tx
              .update(rideClockins)
              .set({ latitude: null, longitude: null })
              .where(inArray(rideClockins.rideId, mine));
          return mine;
        });
        purged += ids.length;
        if (ids.length < PURGE_BATCH) return purged;
      }
    },
  };
}
export type ClockinRepository = ReturnType<typeof clockinRepository>;

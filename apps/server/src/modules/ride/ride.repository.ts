import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { places } from '../../lib/places.js';
import { likeCounter } from '../../lib/like-counter.js';
import { greatCircleKm } from '../../lib/geo-sql.js';
import { rideApplications, rideCheckpoints, rideClockins, rideLikes, rides, users } from '../../db/schema.js';
import type { RideApplicationRow, RideRow } from './ride-access.js';
import type { ApplicationMeta, CardRow } from './ride.view.js';

export type RideInsert = typeof rides.$inferInsert;
export type CheckpointRow = typeof rideCheckpoints.$inferSelect;
export type ApplicationInsert = typeof rideApplications.$inferInsert;
type Paging = { page: number; page_size: number };
type Pos = { lat: number; lng: number };

/** Statuses of a live application (one per person and ride): approved, pending. They hold places in rides.taken. */
export const LIVE = [1, 2];

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

const checkpointCount = sql<number>`(select count(*) from ${rideCheckpoints} c where c.ride_id = ${rides.id} and c.deleted_at is null)::int`;

/** Every query on rides, their checkpoints, applications and likes (docs/ride.md); clock-ins are read only. */
export function rideRepository(db: Db) {
  const likes = likeCounter({
    likes: rideLikes,
    target: rideLikes.rideId,
    user: rideLikes.userId,
    row: (id, userId) => ({ rideId: id, userId }),
    counted: rides,
    id: rides.id,
    count: rides.likeCount,
    countKey: 'likeCount',
  });
  const cards = (tx: Db | Tx, pos?: Pos) =>
    tx
      .select({
        r: rides,
        leaderName: users.nickname,
        leaderAvatar: users.headimg,
        checkpointCount,
        distanceKm: pos ? greatCircleKm(rides.latitude, rides.longitude, pos.lat, pos.lng) : sql<null>`null::float8`,
      })
      .from(rides)
      .innerJoin(users, eq(users.id, rides.leaderId));

  const norm = (r: CardRow): CardRow => ({
    ...r,
    checkpointCount: Number(r.checkpointCount),
    distanceKm: r.distanceKm === null ? null : Number(r.distanceKm),
  });

  const paged = async (where: SQL | undefined, order: SQL[], q: Paging, pos?: Pos) => {
    const [list, [total]] = await Promise.all([
      cards(db, pos)
        .where(where)
        .orderBy(...order)
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size),
      db.select({ n: count() }).from(rides).where(where),
    ]);
    return { list: (list as CardRow[]).map(norm), count: total?.n ?? 0 };
  };

  const applicationMeta = (tx: Db | Tx = db) =>
    tx
      .select({ a: rideApplications, nickname: users.nickname, avatar: users.headimg, rideTitle: rides.title })
      .from(rideApplications)
      .innerJoin(users, eq(users.id, rideApplications.userId))
      .innerJoin(rides, eq(rides.id, rideApplications.rideId));

  return {
    ride: async (id: number, tx: Db | Tx = db): Promise<RideRow | undefined> =>
      (await tx.select().from(rides).where(eq(rides.id, id)).limit(1))[0],

    lock: async (tx: Tx, id: number): Promise<RideRow | undefined> =>
      (await tx.select().from(rides).where(eq(rides.id, id)).for('update').limit(1))[0],

    card: async (id: number, pos?: Pos, tx: Db | Tx = db): Promise<CardRow | undefined> => {
      const r = (await cards(tx, pos).where(eq(rides.id, id)).limit(1))[0] as CardRow | undefined;
      return r && norm(r);
    },

    cardsByIds: async (ids: number[]): Promise<CardRow[]> =>
      ids.length === 0 ? [] : ((await cards(db).where(inArray(rides.id, ids))) as CardRow[]).map(norm),

    insert: async (tx: Tx, row: RideInsert): Promise<RideRow> => (await tx.insert(rides).values(row).returning())[0]!,

    /** changes a ride; with `capacity`, only when it is 0 or not below the places taken: undefined when refused */
    update: async (tx: Tx, id: number, set: Partial<RideInsert>): Promise<RideRow | undefined> =>
      (
        await tx
          .update(rides)
          .set({ ...set, updatedAt: new Date() })
          .where(
            and(eq(rides.id, id), set.capacity === undefined ? undefined : places(rides).capacityHolds(set.capacity)),
          )
          .returning()
      )[0],

    /** deletes a draft with its checkpoints (a draft has no applications, likes or clock-ins) */
    deleteDraft: async (tx: Tx, id: number) => {
      await tx.delete(rideCheckpoints).where(eq(rideCheckpoints.rideId, id));
      await tx.delete(rides).where(and(eq(rides.id, id), eq(rides.state, 'draft')));
    },

    /** Published rides not over, by keyword: nearest meeting point first with a position, else soonest start. */
    publicPage: (q: { keyword: string; lat?: number; lng?: number } & Paging, now: Date) => {
      const pos = q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : undefined;
      const k = like(q.keyword);
      const where = and(
        eq(rides.state, 'published'),
        sql`${rides.endAt} > ${now.toISOString()}::timestamptz`,
        q.keyword
          ? or(
              ilike(rides.title, k),
              ilike(rides.meetingPlace, k),
              ilike(rides.routeStart, k),
              ilike(rides.routeEnd, k),
            )
          : undefined,
      );
      const soonest = [asc(rides.startAt), desc(rides.id)];
      const order = pos
        ? [sql`${greatCircleKm(rides.latitude, rides.longitude, pos.lat, pos.lng)} asc nulls last`, ...soonest]
        : soonest;
      return paged(where, order, q, pos);
    },

    /** Rides the person created or holds a role on (drafts: their own drafts only), newest first. */
    managePage: (uid: number, q: { draft: boolean } & Paging) => {
      const held = sql`${rides.id} in (select a.ride_id from ${rideApplications} a where a.user_id = ${uid} and a.status = 1 and a.role is not null)`;
      const where = q.draft
        ? and(eq(rides.leaderId, uid), eq(rides.state, 'draft'))
        : and(or(eq(rides.leaderId, uid), held), ne(rides.state, 'draft'));
      return paged(where, [desc(rides.id)], q);
    },

    // ------------------------------------------------------------ checkpoints

    /** the ride's checkpoints (not deleted), in order */
    checkpoints: (rideId: number, tx: Db | Tx = db): Promise<CheckpointRow[]> =>
      tx
        .select()
        .from(rideCheckpoints)
        .where(and(eq(rideCheckpoints.rideId, rideId), isNull(rideCheckpoints.deletedAt)))
        .orderBy(asc(rideCheckpoints.seq), asc(rideCheckpoints.id)),

    insertCheckpoint: (tx: Tx, row: typeof rideCheckpoints.$inferInsert) => tx.insert(rideCheckpoints).values(row),

    updateCheckpoint: (tx: Tx, id: number, set: Partial<typeof rideCheckpoints.$inferInsert>) =>
      tx.update(rideCheckpoints).set(set).where(eq(rideCheckpoints.id, id)),

    deleteCheckpoints: (tx: Tx, ids: number[], at: Date) =>
      ids.length === 0
        ? Promise.resolve()
        : tx.update(rideCheckpoints).set({ deletedAt: at }).where(inArray(rideCheckpoints.id, ids)),

    /** the checkpoints among `ids` that have clock-ins */
    withClockins: async (tx: Db | Tx, ids: number[]) =>
      ids.length === 0
        ? []
        : (
            await tx
              .selectDistinct({ id: rideClockins.checkpointId })
              .from(rideClockins)
              .where(inArray(rideClockins.checkpointId, ids))
          ).map((r) => r.id),

    /** accepted clock-ins of a person on each ride */
    acceptedClockins: async (uid: number, rideIds: number[]): Promise<Map<number, number>> => {
      if (rideIds.length === 0) return new Map();
      const r = await db
        .select({ rideId: rideClockins.rideId, n: sql<number>`count(*)::int` })
        .from(rideClockins)
        .where(and(eq(rideClockins.userId, uid), eq(rideClockins.status, 1), inArray(rideClockins.rideId, rideIds)))
        .groupBy(rideClockins.rideId);
      return new Map(r.map((x) => [x.rideId, Number(x.n)]));
    },

    // ------------------------------------------------------------ likes

    // likes: one home for the exact counter (lib/like-counter.ts)
    like: (tx: Tx, rideId: number, uid: number) => likes.like(tx, rideId, uid),
    unlike: (tx: Tx, rideId: number, uid: number) => likes.unlike(tx, rideId, uid),
    liked: (rideId: number, uid: number) => likes.liked(db, rideId, uid),

    // ------------------------------------------------------------ applications

    /** the crew given a role and the count of approved riders */
    going: async (rideId: number) => {
      const [crew, [n]] = await Promise.all([
        db
          .select({ a: rideApplications, nickname: users.nickname, avatar: users.headimg })
          .from(rideApplications)
          .innerJoin(users, eq(users.id, rideApplications.userId))
          .where(
            and(eq(rideApplications.rideId, rideId), eq(rideApplications.status, 1), isNotNull(rideApplications.role)),
          )
          .orderBy(asc(rideApplications.id)),
        db
          .select({ n: count() })
          .from(rideApplications)
          .where(and(eq(rideApplications.rideId, rideId), eq(rideApplications.status, 1))),
      ]);
      return { crew, goingCount: n?.n ?? 0 };
    },

    user: async (uid: number) =>
      (await db.select({ nickname: users.nickname, avatar: users.headimg }).from(users).where(eq(users.id, uid)))[0],

    /** Takes n places of a ride still signing up, one conditional UPDATE (never past capacity): whether it did. */
    takePlaces: async (tx: Tx, rideId: number, n: number, now: Date): Promise<boolean> =>
      (
        await tx
          .update(rides)
          .set({ taken: sql`${rides.taken} + ${n}` })
          .where(
            and(
              eq(rides.id, rideId),
              eq(rides.state, 'published'),
              sql`${rides.signupEnd} > ${now.toISOString()}::timestamptz`,
              places(rides).fit(n),
            ),
          )
          .returning({ id: rides.id })
      ).length === 1,

    freePlaces: (tx: Tx, rideId: number, n: number) =>
      tx
        .update(rides)
        .set({ taken: sql`greatest(${rides.taken} - ${n}, 0)` })
        .where(eq(rides.id, rideId)),

    /** a new application, or undefined when the person has a live one already (the partial unique index) */
    insertApplication: async (tx: Tx, row: ApplicationInsert): Promise<RideApplicationRow | undefined> =>
      (await tx.insert(rideApplications).values(row).onConflictDoNothing().returning())[0],

    /** the person's live (pending or approved) application to a ride: ride-access.ts decides with it */
    liveApplicationOf: async (rideId: number, uid: number): Promise<RideApplicationRow | undefined> =>
      (
        await db
          .select()
          .from(rideApplications)
          .where(
            and(
              eq(rideApplications.rideId, rideId),
              eq(rideApplications.userId, uid),
              inArray(rideApplications.status, LIVE),
            ),
          )
          .limit(1)
      )[0],

    application: async (id: number, tx: Db | Tx = db): Promise<RideApplicationRow | undefined> =>
      (await tx.select().from(rideApplications).where(eq(rideApplications.id, id)))[0],

    live: async (rideId: number, uid: number, tx: Db | Tx = db): Promise<RideApplicationRow | undefined> =>
      (
        await tx
          .select()
          .from(rideApplications)
          .where(
            and(
              eq(rideApplications.rideId, rideId),
              eq(rideApplications.userId, uid),
              inArray(rideApplications.status, LIVE),
            ),
          )
          .limit(1)
      )[0],

    /** changes an application whose status is one of `from` (the state change is the guard): the row or undefined */
    move: async (
      tx: Tx,
      id: number,
      from: number[],
      set: Partial<ApplicationInsert>,
    ): Promise<RideApplicationRow | undefined> =>
      (
        await tx
          .update(rideApplications)
          .set({ ...set, updatedAt: sql`now()` })
          .where(and(eq(rideApplications.id, id), inArray(rideApplications.status, from)))
          .returning()
      )[0],

    meta: async (id: number, tx: Db | Tx = db): Promise<ApplicationMeta | undefined> =>
      (await applicationMeta(tx).where(eq(rideApplications.id, id)))[0],

    /** a ride's applications by status, oldest first */
    applicationPage: async (rideId: number, q: { status?: number } & Paging) => {
      const where = and(
        eq(rideApplications.rideId, rideId),
        q.status !== undefined ? eq(rideApplications.status, q.status) : undefined,
      );
      const [list, [total]] = await Promise.all([
        applicationMeta()
          .where(where)
          .orderBy(asc(rideApplications.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(rideApplications).where(where),
      ]);
      return { list, count: total?.n ?? 0 };
    },

    /** a person's applications by status, newest first */
    minePage: async (uid: number, q: { status?: number } & Paging) => {
      const where = and(
        eq(rideApplications.userId, uid),
        q.status !== undefined ? eq(rideApplications.status, q.status) : undefined,
      );
      const [list, [total]] = await Promise.all([
        db
          .select()
          .from(rideApplications)
          .where(where)
          .orderBy(desc(rideApplications.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(rideApplications).where(where),
      ]);
      return { list, count: total?.n ?? 0 };
    },

    /** applications per status of each ride: Map<rideId, {status: count}> */
    async countsByStatus(rideIds: number[]): Promise<Map<number, Record<string, number>>> {
      const out = new Map<number, Record<string, number>>();
      if (rideIds.length === 0) return out;
      const r = await db
        .select({ rideId: rideApplications.rideId, status: rideApplications.status, n: sql<number>`count(*)::int` })
        .from(rideApplications)
        .where(inArray(rideApplications.rideId, rideIds))
        .groupBy(rideApplications.rideId, rideApplications.status);
      for (const x of r) {
        const m = out.get(x.rideId) ?? {};
        m[String(x.status)] = Number(x.n);
        out.set(x.rideId, m);
      }
      return out;
    },

    /** the person's role on each ride they hold one on */
    rolesOf: async (uid: number, rideIds: number[]): Promise<Map<number, string>> => {
      if (rideIds.length === 0) return new Map();
      const r = await db
        .select({ rideId: rideApplications.rideId, role: rideApplications.role })
        .from(rideApplications)
        .where(
          and(
            eq(rideApplications.userId, uid),
            eq(rideApplications.status, 1),
            isNotNull(rideApplications.role),
            inArray(rideApplications.rideId, rideIds),
          ),
        );
      return new Map(r.map((x) => [x.rideId, x.role!]));
    },

    /** A revoked ride: every live application cancelled (roles taken away), its places given back; who was told. */
    closeForRevoke: async (tx: Tx, rideId: number) => {
      const told = await tx
        .update(rideApplications)
        .set({ status: 5, role: null, updatedAt: sql`now()` })
        .where(and(eq(rideApplications.rideId, rideId), inArray(rideApplications.status, LIVE)))
        .returning({ userId: rideApplications.userId });
      await tx.update(rides).set({ taken: 0 }).where(eq(rides.id, rideId));
      return told.map((r) => r.userId);
    },
  };
}
export type RideRepository = ReturnType<typeof rideRepository>;

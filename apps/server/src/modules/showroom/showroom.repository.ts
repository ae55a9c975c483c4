import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ShowCarSort, ShowCarState, VehicleType } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import {
  audits,
  businesses,
  carBrands,
  carModels,
  carSeries,
  saleAdvisors,
  showCarAdvisors,
  showCarBookings,
  showCars,
  users,
} from '../../db/schema.js';

export type CarRow = typeof showCars.$inferSelect;
export type CarInsert = typeof showCars.$inferInsert;
export type AdvisorRow = typeof saleAdvisors.$inferSelect;
export type BookingRow = typeof showCarBookings.$inferSelect;
type Paging = { page: number; page_size: number };

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

/** whether a change of the listing waits for review */
const pendingChange = sql<boolean>`exists (select 1 from ${audits} a where a.type = 'show_car' and a.target_id = ${showCars.id} and a.status = 1 and a.changes <> '{}'::jsonb)`;
const pendingBookings = sql<number>`(select count(*) from ${showCarBookings} b where b.car_id = ${showCars.id} and b.state = 'pending')::int`;

/** The public filters of the list (docs/showroom.md). */
export interface CarFilter {
  keyword: string;
  vehicleType?: VehicleType;
  brandId?: number;
  seriesId?: number;
  /** fen bounds of the price band: [from, to) */
  price?: { from: number; to: number | null };
  energy?: CarRow['energy'];
  body?: CarRow['body'];
  gearbox?: CarRow['gearbox'];
  condition?: CarRow['condition'];
  businessId?: number;
  /** the listings an advisor serves */
  advisorId?: number;
  sort: ShowCarSort;
}

/** Every query on listings, sale advisors and viewing bookings (docs/showroom.md); the catalogue is read only. */
export function showroomRepository(db: Db) {
  const withNames = (tx: Db | Tx) =>
    tx
      .select({
        c: showCars,
        dealerName: businesses.name,
        brandName: carBrands.name,
        seriesName: carSeries.name,
        modelName: carModels.name,
      })
      .from(showCars)
      .innerJoin(businesses, eq(businesses.id, showCars.businessId))
      .leftJoin(carBrands, eq(carBrands.id, showCars.brandId))
      .leftJoin(carSeries, eq(carSeries.id, showCars.seriesId))
      .leftJoin(carModels, eq(carModels.id, showCars.modelId));

  const cards = (tx: Db | Tx = db) =>
    tx
      .select({ c: showCars, dealerName: businesses.name })
      .from(showCars)
      .innerJoin(businesses, eq(businesses.id, showCars.businessId));

  const bookings = (tx: Db | Tx = db) =>
    tx
      .select({ b: showCarBookings, carName: showCars.name, photos: showCars.photos, nickname: users.nickname })
      .from(showCarBookings)
      .innerJoin(showCars, eq(showCars.id, showCarBookings.carId))
      .innerJoin(users, eq(users.id, showCarBookings.userId));

  const publicWhere = (f: CarFilter): SQL | undefined => {
    const k = like(f.keyword);
    return and(
      eq(showCars.state, 'listed'),
      f.keyword ? or(ilike(showCars.name, k), ilike(showCars.city, k), ilike(showCars.colour, k)) : undefined,
      f.vehicleType ? eq(showCars.vehicleType, f.vehicleType) : undefined,
      f.brandId ? eq(showCars.brandId, f.brandId) : undefined,
      f.seriesId ? eq(showCars.seriesId, f.seriesId) : undefined,
      // the listing's range meets the band
      f.price ? sql`${showCars.priceMax} >= ${f.price.from}` : undefined,
      f.price?.to ? sql`${showCars.priceMin} < ${f.price.to}` : undefined,
      f.energy ? eq(showCars.energy, f.energy) : undefined,
      f.body ? eq(showCars.body, f.body) : undefined,
      f.gearbox ? eq(showCars.gearbox, f.gearbox) : undefined,
      f.condition ? eq(showCars.condition, f.condition) : undefined,
      f.businessId ? eq(showCars.businessId, f.businessId) : undefined,
      f.advisorId
        ? sql`${showCars.id} in (select x.car_id from ${showCarAdvisors} x where x.advisor_id = ${f.advisorId})`
        : undefined,
    );
  };
  const ORDER: Record<ShowCarSort, SQL[]> = {
    newest: [sql`${showCars.listedAt} desc nulls last`, desc(showCars.id)],
    price_asc: [asc(showCars.priceMin), desc(showCars.id)],
    price_desc: [desc(showCars.priceMax), desc(showCars.id)],
  };

  return {
    // ------------------------------------------------------------ listings

    /** a listing with its dealer's and catalogue names (any business, any state) */
    named: async (id: number, tx: Db | Tx = db) => (await withNames(tx).where(eq(showCars.id, id)).limit(1))[0],

    /** a listing of the business, locked until the transaction ends */
    lock: async (tx: Tx, businessId: number, id: number): Promise<CarRow | undefined> =>
      (
        await tx
          .select()
          .from(showCars)
          .where(and(eq(showCars.id, id), eq(showCars.businessId, businessId)))
          .for('update')
      )[0],

    /** a listing of any business, locked (the auditor's decision) */
    lockAny: async (tx: Tx, id: number): Promise<CarRow | undefined> =>
      (await tx.select().from(showCars).where(eq(showCars.id, id)).for('update'))[0],

    insert: async (tx: Tx, row: CarInsert): Promise<CarRow> => (await tx.insert(showCars).values(row).returning())[0]!,

    update: (tx: Tx, id: number, set: Partial<CarInsert>) =>
      tx
        .update(showCars)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(showCars.id, id)),

    /** moves the listing from one of `from` to `to`; undefined when it is in none of them (a parallel action won) */
    move: async (tx: Tx, id: number, from: ShowCarState[], set: Partial<CarInsert> & { state: ShowCarState }) =>
      (
        await tx
          .update(showCars)
          .set({ ...set, updatedAt: new Date() })
          .where(and(eq(showCars.id, id), inArray(showCars.state, from)))
          .returning()
      )[0],

    /** deletes a draft or rejected listing (its advisor links go with it) */
    deleteUnlisted: (tx: Tx, id: number) =>
      tx.delete(showCars).where(and(eq(showCars.id, id), inArray(showCars.state, ['draft', 'rejected']))),

    /** the pending change audit's fields and time, if one waits */
    pendingChange: async (id: number, tx: Db | Tx = db) =>
      (
        await tx
          .select({ changes: audits.changes, createdAt: audits.createdAt })
          .from(audits)
          .where(
            and(
              eq(audits.type, 'show_car'),
              eq(audits.targetId, id),
              eq(audits.status, 1),
              sql`${audits.changes} <> '{}'::jsonb`,
            ),
          )
          .limit(1)
      )[0],

    /** whether any audit of the listing is pending (a submission or a change) */
    hasPendingAudit: async (id: number, tx: Db | Tx = db) =>
      (
        await tx
          .select({ id: audits.id })
          .from(audits)
          .where(and(eq(audits.type, 'show_car'), eq(audits.targetId, id), eq(audits.status, 1)))
          .limit(1)
      ).length > 0,

    countPendingBookings: async (carId: number, tx: Db | Tx = db) =>
      (
        await tx
          .select({ n: count() })
          .from(showCarBookings)
          .where(and(eq(showCarBookings.carId, carId), eq(showCarBookings.state, 'pending')))
      )[0]?.n ?? 0,

    /** the business's listings by state, last changed first, and the count of each state */
    async minePage(businessId: number, q: { state: ShowCarState | 'all' } & Paging) {
      const where = and(
        eq(showCars.businessId, businessId),
        q.state === 'all' ? undefined : eq(showCars.state, q.state),
      );
      const [list, [total], byState] = await Promise.all([
        db
          .select({ c: showCars, dealerName: businesses.name, pendingChange, pendingBookings })
          .from(showCars)
          .innerJoin(businesses, eq(businesses.id, showCars.businessId))
          .where(where)
          .orderBy(desc(showCars.updatedAt), desc(showCars.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(showCars).where(where),
        db
          .select({ state: showCars.state, n: count() })
          .from(showCars)
          .where(eq(showCars.businessId, businessId))
          .groupBy(showCars.state),
      ]);
      return {
        list: list.map((r) => ({ ...r, pendingBookings: Number(r.pendingBookings) })),
        count: total?.n ?? 0,
        counts: Object.fromEntries(byState.map((r) => [r.state, r.n])) as Partial<Record<ShowCarState, number>>,
      };
    },

    /** listed cars by the public filters */
    async publicPage(f: CarFilter, q: Paging) {
      const where = publicWhere(f);
      const [list, [total]] = await Promise.all([
        cards()
          .where(where)
          .orderBy(...ORDER[f.sort])
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(showCars).where(where),
      ]);
      return { list, count: total?.n ?? 0 };
    },

    // ------------------------------------------------------------ advisors

    /** the listings' advisors, in each listing's order */
    advisorsOf: async (carIds: number[], tx: Db | Tx = db) =>
      carIds.length === 0
        ? []
        : tx
            .select({ carId: showCarAdvisors.carId, a: saleAdvisors })
            .from(showCarAdvisors)
            .innerJoin(saleAdvisors, eq(saleAdvisors.id, showCarAdvisors.advisorId))
            .where(inArray(showCarAdvisors.carId, carIds))
            .orderBy(asc(showCarAdvisors.seq), asc(saleAdvisors.id)),

    /** replaces a listing's advisors (in this order) */
    setAdvisors: async (tx: Tx, carId: number, advisorIds: number[]) => {
      await tx.delete(showCarAdvisors).where(eq(showCarAdvisors.carId, carId));
      if (advisorIds.length > 0)
        await tx.insert(showCarAdvisors).values(advisorIds.map((advisorId, seq) => ({ carId, advisorId, seq })));
    },

    /** the ids among `ids` that are advisors of the business */
    advisorIdsOf: async (businessId: number, ids: number[], tx: Db | Tx = db) =>
      ids.length === 0
        ? []
        : (
            await tx
              .select({ id: saleAdvisors.id })
              .from(saleAdvisors)
              .where(and(eq(saleAdvisors.businessId, businessId), inArray(saleAdvisors.id, ids)))
          ).map((r) => r.id),

    advisorList: (businessId: number) =>
      db
        .select({
          a: saleAdvisors,
          carCount: sql<number>`(select count(*) from ${showCarAdvisors} x where x.advisor_id = ${saleAdvisors.id})::int`,
        })
        .from(saleAdvisors)
        .where(eq(saleAdvisors.businessId, businessId))
        .orderBy(asc(saleAdvisors.id)),

    /** the business's advisor count, its advisors' additions serialised until the transaction ends */
    lockedAdvisorCount: async (tx: Tx, businessId: number) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sale_advisors'), ${businessId})`);
      return (
        (await tx.select({ n: count() }).from(saleAdvisors).where(eq(saleAdvisors.businessId, businessId)))[0]?.n ?? 0
      );
    },

    /** an advisor with their dealer's name */
    advisor: async (id: number) =>
      (
        await db
          .select({ a: saleAdvisors, dealerName: businesses.name })
          .from(saleAdvisors)
          .innerJoin(businesses, eq(businesses.id, saleAdvisors.businessId))
          .where(eq(saleAdvisors.id, id))
          .limit(1)
      )[0],

    insertAdvisor: async (tx: Tx, row: typeof saleAdvisors.$inferInsert) =>
      (await tx.insert(saleAdvisors).values(row).returning())[0]!,

    updateAdvisor: async (tx: Tx, businessId: number, id: number, set: Partial<typeof saleAdvisors.$inferInsert>) =>
      (
        await tx
          .update(saleAdvisors)
          .set({ ...set, updatedAt: new Date() })
          .where(and(eq(saleAdvisors.id, id), eq(saleAdvisors.businessId, businessId)))
          .returning()
      )[0],

    deleteAdvisor: async (tx: Tx, businessId: number, id: number) =>
      (
        await tx
          .delete(saleAdvisors)
          .where(and(eq(saleAdvisors.id, id), eq(saleAdvisors.businessId, businessId)))
          .returning({ id: saleAdvisors.id })
      )[0],

    // ------------------------------------------------------------ bookings

    booking: async (id: number, tx: Db | Tx = db) => (await bookings(tx).where(eq(showCarBookings.id, id)).limit(1))[0],

    /** the person's pending booking of the car */
    pendingBookingOf: async (carId: number, uid: number) =>
      (
        await bookings()
          .where(
            and(
              eq(showCarBookings.carId, carId),
              eq(showCarBookings.userId, uid),
              eq(showCarBookings.state, 'pending'),
            ),
          )
          .limit(1)
      )[0],

    /** a booking; undefined when the person already has one pending for the car (the partial unique index) */
    insertBooking: async (row: typeof showCarBookings.$inferInsert) =>
      (await db.insert(showCarBookings).values(row).onConflictDoNothing().returning())[0],

    /** a pending booking ends (done or cancelled); undefined when it is not pending or not `whose` */
    endBooking: async (
      id: number,
      whose: { userId: number } | { businessId: number },
      state: 'done' | 'cancelled',
      by: number,
    ) =>
      (
        await db
          .update(showCarBookings)
          .set({ state, handledBy: by, updatedAt: new Date() })
          .where(
            and(
              eq(showCarBookings.id, id),
              eq(showCarBookings.state, 'pending'),
              'userId' in whose
                ? eq(showCarBookings.userId, whose.userId)
                : eq(showCarBookings.businessId, whose.businessId),
            ),
          )
          .returning({ id: showCarBookings.id })
      )[0],

    /** cancels the car's pending bookings (it was sold) */
    cancelBookingsOf: (tx: Tx, carId: number, by: number) =>
      tx
        .update(showCarBookings)
        .set({ state: 'cancelled', handledBy: by, updatedAt: new Date() })
        .where(and(eq(showCarBookings.carId, carId), eq(showCarBookings.state, 'pending'))),

    /** whether the booking exists and is whose */
    bookingOwned: async (id: number, whose: { userId: number } | { businessId: number }) =>
      (
        await db
          .select({ id: showCarBookings.id })
          .from(showCarBookings)
          .where(
            and(
              eq(showCarBookings.id, id),
              'userId' in whose
                ? eq(showCarBookings.userId, whose.userId)
                : eq(showCarBookings.businessId, whose.businessId),
            ),
          )
          .limit(1)
      ).length > 0,

    /** the business's bookings: pending ones soonest visit first, the others latest first */
    async bookingPage(businessId: number, q: { carId?: number; state: BookingRow['state'] | 'all' } & Paging) {
      const where = and(
        eq(showCarBookings.businessId, businessId),
        q.carId ? eq(showCarBookings.carId, q.carId) : undefined,
        q.state === 'all' ? undefined : eq(showCarBookings.state, q.state),
      );
      const order =
        q.state === 'pending'
          ? [asc(showCarBookings.visitAt), asc(showCarBookings.id)]
          : [desc(showCarBookings.visitAt), desc(showCarBookings.id)];
      const [list, [total]] = await Promise.all([
        bookings()
          .where(where)
          .orderBy(...order)
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(showCarBookings).where(where),
      ]);
      return { list, count: total?.n ?? 0 };
    },
  };
}
export type ShowroomRepository = ReturnType<typeof showroomRepository>;

import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { CarOwnerState } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import { audits, carBrands, carModels, carOwnerCertifications, carSeries, users } from '../../db/schema.js';

export type CarOwnerRow = typeof carOwnerCertifications.$inferSelect;
export type CarOwnerFields = Pick<
  typeof carOwnerCertifications.$inferInsert,
  'modelId' | 'vin' | 'plate' | 'licenceImage'
>;

/** the catalogue chain of a model: its series and brand */
export interface ModelChain {
  modelId: number;
  modelName: string;
  seriesId: number;
  seriesName: string;
  brandId: number;
  brandName: string;
  vehicleType: 'car' | 'motorcycle';
}

const chainColumns = {
  modelId: carModels.id,
  modelName: carModels.name,
  seriesId: carSeries.id,
  seriesName: carSeries.name,
  brandId: carBrands.id,
  brandName: carBrands.name,
  vehicleType: carBrands.vehicleType,
};

/** Every query on car-owner certifications (docs/identity.md). */
export function carOwnerRepository(db: Db) {
  /** certifications with their catalogue names and the applicant */
  const withNames = (tx: Db | Tx = db) =>
    tx
      .select({ c: carOwnerCertifications, ...chainColumns, nickname: users.nickname, avatar: users.headimg })
      .from(carOwnerCertifications)
      .innerJoin(carModels, eq(carModels.id, carOwnerCertifications.modelId))
      .innerJoin(carSeries, eq(carSeries.id, carModels.seriesId))
      .innerJoin(carBrands, eq(carBrands.id, carSeries.brandId))
      .innerJoin(users, eq(users.id, carOwnerCertifications.userId));
  const one = async (where: SQL, tx: Db | Tx = db) => (await withNames(tx).where(where).limit(1))[0];
  const locked = async (tx: Tx, where: SQL): Promise<CarOwnerRow | undefined> =>
    (await tx.select().from(carOwnerCertifications).where(where).for('update'))[0];

  return {
    /** the model with its series and brand; undefined for an unknown model */
    modelChain: async (modelId: number): Promise<ModelChain | undefined> =>
      (
        await db
          .select(chainColumns)
          .from(carModels)
          .innerJoin(carSeries, eq(carSeries.id, carModels.seriesId))
          .innerJoin(carBrands, eq(carBrands.id, carSeries.brandId))
          .where(eq(carModels.id, modelId))
          .limit(1)
      )[0],

    byId: (id: number, tx: Db | Tx = db) => one(eq(carOwnerCertifications.id, id), tx),

    /** one of the person's own; undefined when it is not theirs or does not exist */
    ownById: (uid: number, id: number) =>
      one(and(eq(carOwnerCertifications.id, id), eq(carOwnerCertifications.userId, uid))!),

    /** a person's certifications, newest first, with how many are approved and pending (index …_user) */
    async page(uid: number, q: { page: number; page_size: number }) {
      const mine = eq(carOwnerCertifications.userId, uid);
      const [list, [states]] = await Promise.all([
        withNames()
          .where(mine)
          .orderBy(desc(carOwnerCertifications.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db
          .select({
            total: count(),
            approved: sql<number>`(count(*) filter (where ${carOwnerCertifications.state} = 'approved'))::int`,
            pending: sql<number>`(count(*) filter (where ${carOwnerCertifications.state} = 'pending'))::int`,
          })
          .from(carOwnerCertifications)
          .where(mine),
      ]);
      return { list, count: states?.total ?? 0, approved: states?.approved ?? 0, pending: states?.pending ?? 0 };
    },

    /** the person's row by id, locked for a change */
    lockOwn: (tx: Tx, uid: number, id: number) =>
      locked(tx, and(eq(carOwnerCertifications.id, id), eq(carOwnerCertifications.userId, uid))!),

    /** the person's row of this VIN, locked for a change */
    lockOwnVin: (tx: Tx, uid: number, vin: string) =>
      locked(tx, and(eq(carOwnerCertifications.userId, uid), eq(carOwnerCertifications.vin, vin))!),

    /** whether someone other than `uid` holds the approved certification of this VIN */
    vinTakenByOther: async (vin: string, uid: number, tx: Db | Tx = db): Promise<boolean> =>
      (
        await tx
          .select({ id: carOwnerCertifications.id })
          .from(carOwnerCertifications)
          .where(
            and(
              eq(carOwnerCertifications.vin, vin),
              eq(carOwnerCertifications.state, 'approved'),
              ne(carOwnerCertifications.userId, uid),
            ),
          )
          .limit(1)
      ).length > 0,

    /** a first application of this person and VIN; undefined when a parallel one won (the unique user and VIN) */
    insert: async (tx: Tx, uid: number, fields: CarOwnerFields, now: Date): Promise<CarOwnerRow | undefined> =>
      (
        await tx
          .insert(carOwnerCertifications)
          .values({ ...fields, userId: uid, submittedAt: now, createdAt: now, updatedAt: now })
          .onConflictDoNothing()
          .returning()
      )[0],

    /** a rejected or withdrawn row pending again with the fields; undefined when it is in neither state any more */
    reapply: async (tx: Tx, id: number, fields: CarOwnerFields, now: Date): Promise<CarOwnerRow | undefined> =>
      (
        await tx
          .update(carOwnerCertifications)
          .set({
            ...fields,
            state: 'pending',
            rejectReason: '',
            reviewedBy: null,
            reviewedAt: null,
            submittedAt: now,
            updatedAt: now,
          })
          .where(
            and(eq(carOwnerCertifications.id, id), inArray(carOwnerCertifications.state, ['rejected', 'withdrawn'])),
          )
          .returning()
      )[0],

    /** the auditor's decision on a pending row; undefined when it is no longer pending */
    decide: async (
      tx: Tx,
      id: number,
      pass: boolean,
      remark: string,
      reviewer: number,
      now: Date,
    ): Promise<CarOwnerRow | undefined> =>
      (
        await tx
          .update(carOwnerCertifications)
          .set({
            state: pass ? 'approved' : 'rejected',
            rejectReason: pass ? '' : remark,
            reviewedBy: reviewer,
            reviewedAt: now,
            updatedAt: now,
          })
          .where(and(eq(carOwnerCertifications.id, id), eq(carOwnerCertifications.state, 'pending')))
          .returning()
      )[0],

    /** the row withdrawn from `from`; undefined when it is no longer in that state */
    withdraw: async (tx: Tx, id: number, from: CarOwnerState, now: Date): Promise<CarOwnerRow | undefined> =>
      (
        await tx
          .update(carOwnerCertifications)
          .set({ state: 'withdrawn', updatedAt: now })
          .where(and(eq(carOwnerCertifications.id, id), eq(carOwnerCertifications.state, from)))
          .returning()
      )[0],

    /** closes the certification's pending review (withdrawn by its applicant); false when none was pending */
    closePendingAudit: async (tx: Tx, id: number, by: number, remark: string): Promise<boolean> =>
      (
        await tx
          .update(audits)
          .set({ status: 3, reviewedBy: by, remark, reviewedAt: sql`now()` })
          .where(and(eq(audits.type, 'car_owner'), eq(audits.targetId, id), eq(audits.status, 1)))
          .returning({ id: audits.id })
      ).length > 0,

    /** users.car_owner (the 认证车主 badge) set to whether the person holds an approved certification now */
    refreshBadge: (tx: Tx, uid: number) =>
      tx
        .update(users)
        .set({
          carOwner: sql`exists (select 1 from ${carOwnerCertifications} where ${carOwnerCertifications.userId} = ${uid} and ${carOwnerCertifications.state} = 'approved')`,
        })
        .where(eq(users.id, uid)),
  };
}
export type CarOwnerRepository = ReturnType<typeof carOwnerRepository>;

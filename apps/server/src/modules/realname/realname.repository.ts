import { randomBytes } from 'node:crypto';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { appSettings, realNames, users } from '../../db/schema.js';

export type RealNameRow = typeof realNames.$inferSelect;
/** What an application writes (a first one, or one again over a rejected row or an unfinished face check). */
export type RealNameApplication = Pick<
  typeof realNames.$inferInsert,
  | 'method'
  | 'name'
  | 'idNumber'
  | 'nameMasked'
  | 'idMasked'
  | 'idHash'
  | 'frontImage'
  | 'backImage'
  | 'livenessToken'
  | 'livenessUrl'
  | 'consentedAt'
>;

/** What a decision keeps: the verdict, the masked name and ID, and the hash only when verified. */
const cleared = {
  name: null,
  idNumber: null,
  frontImage: '',
  backImage: '',
  livenessToken: '',
  livenessUrl: '',
};

/** Every query on real-name certifications (docs/identity.md). */
export function realNameRepository(db: Db) {
  return {
    ofUser: async (uid: number, tx: Db | Tx = db): Promise<RealNameRow | undefined> =>
      (await tx.select().from(realNames).where(eq(realNames.userId, uid)).limit(1))[0],

    byId: async (id: number) =>
      (
        await db
          .select({ r: realNames, nickname: users.nickname })
          .from(realNames)
          .innerJoin(users, eq(users.id, realNames.userId))
          .where(eq(realNames.id, id))
          .limit(1)
      )[0],

    /** the person's row locked for an application */
    lockOfUser: async (tx: Tx, uid: number): Promise<RealNameRow | undefined> =>
      (await tx.select().from(realNames).where(eq(realNames.userId, uid)).for('update'))[0],

    /** a row locked for a decision */
    lockById: async (tx: Tx, id: number): Promise<RealNameRow | undefined> =>
      (await tx.select().from(realNames).where(eq(realNames.id, id)).for('update'))[0],

    /** whether another person's pending or verified row holds this ID number's hash */
    hashHeldByOther: async (tx: Db | Tx, hash: string, uid: number): Promise<boolean> =>
      (
        await tx
          .select({ id: realNames.id })
          .from(realNames)
          .where(and(eq(realNames.idHash, hash), ne(realNames.userId, uid)))
          .limit(1)
      ).length > 0,

    /** a first application; undefined when a parallel one of the same person won (the unique user_id decides) */
    insert: async (tx: Tx, uid: number, a: RealNameApplication): Promise<RealNameRow | undefined> =>
      (
        await tx
          .insert(realNames)
          .values({ ...a, userId: uid, state: 'pending' })
          .onConflictDoNothing({ target: realNames.userId })
          .returning()
      )[0],

    /**
     * The row pending again with a new application: over a rejected row, or over a face check still waiting (a new
     * attempt replaces it); undefined when it is neither any more.
     */
    reapply: async (tx: Tx, id: number, a: RealNameApplication, now: Date): Promise<RealNameRow | undefined> =>
      (
        await tx
          .update(realNames)
          .set({
            ...a,
            state: 'pending',
            reason: '',
            submittedAt: now,
            decidedAt: null,
            reviewedBy: null,
            updatedAt: now,
          })
          .where(
            and(
              eq(realNames.id, id),
              or(
                eq(realNames.state, 'rejected'),
                and(eq(realNames.state, 'pending'), eq(realNames.method, 'liveness')),
              ),
            ),
          )
          .returning()
      )[0],

    /**
     * The decision on a pending row (by the auditor, or the provider's verdict on the face check whose token is
     * `token`): verified keeps the hash, rejected drops it; either clears the full name and ID number, the photos and
     * the token. Undefined when it is no longer that pending row.
     */
    decide: async (
      tx: Db | Tx,
      id: number,
      d: { pass: boolean; reason: string; reviewedBy: number | null; now: Date; token?: string },
    ): Promise<RealNameRow | undefined> =>
      (
        await tx
          .update(realNames)
          .set({
            ...cleared,
            state: d.pass ? 'verified' : 'rejected',
            reason: d.pass ? '' : d.reason,
            idHash: d.pass ? sql`${realNames.idHash}` : null,
            reviewedBy: d.reviewedBy,
            decidedAt: d.now,
            updatedAt: d.now,
          })
          .where(
            and(
              eq(realNames.id, id),
              eq(realNames.state, 'pending'),
              d.token === undefined ? undefined : eq(realNames.livenessToken, d.token),
            ),
          )
          .returning()
      )[0],

    /** The key of the ID-number hash: made once per deployment and kept in app_settings (every instance shares it). */
    async hashKey(): Promise<string> {
      const key = 'real_name_id_key';
      await db
        .insert(appSettings)
        .values({ key, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      return (await db.select().from(appSettings).where(eq(appSettings.key, key)))[0]!.value;
    },
  };
}
export type RealNameRepository = ReturnType<typeof realNameRepository>;

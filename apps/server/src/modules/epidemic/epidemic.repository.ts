import { and, asc, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { docVersions, healthDeclarations, projects, users } from '../../db/schema.js';
import type { EpidemicSymptom } from '@kc/shared';

export type DeclarationRow = typeof healthDeclarations.$inferSelect;
const PROJECT = {
  id: projects.id,
  name: projects.name,
  venue: projects.venue,
  businessId: projects.businessId,
  endAt: projects.endAt,
};
const live = and(eq(projects.state, 'published'), isNull(projects.deletedAt));
/** declared something other than "以上均无" */
const withSymptoms = sql`not (${healthDeclarations.symptoms} @> '["none"]'::jsonb)`;

/** Drizzle queries on health declarations (docs/utility.md); nothing else. */
export function epidemicRepository(db: Db) {
  return {
    /** A published, not deleted project. */
    project: async (id: number) =>
      (
        await db
          .select(PROJECT)
          .from(projects)
          .where(and(eq(projects.id, id), live))
      )[0],

    /** The published exhibition on now or next (the earliest to start of those not ended). */
    defaultProject: async (now: Date) =>
      (
        await db
          .select(PROJECT)
          .from(projects)
          .where(and(live, gte(projects.endAt, now)))
          .orderBy(asc(projects.startAt), asc(projects.id))
          .limit(1)
      )[0],

    accountMobile: async (uid: number) =>
      (await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, uid)))[0]?.mobile ?? '',

    /** The version of a document last saved through the editors (0: the seeded text). */
    docVersion: async (key: string) =>
      Number(
        (
          await db
            .select({ v: sql<number>`coalesce(max(${docVersions.version}), 0)` })
            .from(docVersions)
            .where(eq(docVersions.docKey, key))
        )[0]?.v ?? 0,
      ),

    mine: async (projectId: number, userId: number, day: string) =>
      (
        await db
          .select()
          .from(healthDeclarations)
          .where(
            and(
              eq(healthDeclarations.projectId, projectId),
              eq(healthDeclarations.userId, userId),
              eq(healthDeclarations.day, day),
            ),
          )
      )[0],

    /**
     * Today's declaration: one statement on the unique (project, user, day), so concurrent submits leave exactly one
     * row, holding the last one's answers.
     */
    upsert: async (row: {
      projectId: number;
      userId: number;
      day: string;
      name: string;
      mobile: string;
      symptoms: EpidemicSymptom[];
      travel: string;
      healthCode: string;
      agreedVersion: number;
      at: Date;
    }) => {
      const { at, ...values } = row;
      const set = {
        name: row.name,
        mobile: row.mobile,
        symptoms: row.symptoms,
        travel: row.travel,
        healthCode: row.healthCode,
        agreedVersion: row.agreedVersion,
        updatedAt: at,
      };
      return (
        await db
          .insert(healthDeclarations)
          .values({ ...values, createdAt: at, updatedAt: at })
          .onConflictDoUpdate({
            target: [healthDeclarations.projectId, healthDeclarations.userId, healthDeclarations.day],
            set,
          })
          .returning()
      )[0]!;
    },

    /** A project's declarations of a day, newest first (index health_declarations_project_day). */
    async list(q: { projectId: number; day: string; onlySymptoms: boolean; page: number; page_size: number }) {
      const ofDay = and(eq(healthDeclarations.projectId, q.projectId), eq(healthDeclarations.day, q.day));
      const where = q.onlySymptoms ? and(ofDay, withSymptoms) : ofDay;
      const [list, [total], [sick]] = await Promise.all([
        db
          .select()
          .from(healthDeclarations)
          .where(where)
          .orderBy(desc(healthDeclarations.updatedAt), desc(healthDeclarations.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(healthDeclarations).where(ofDay),
        db.select({ n: count() }).from(healthDeclarations).where(and(ofDay, withSymptoms)),
      ]);
      return {
        list,
        total: total?.n ?? 0,
        withSymptoms: sick?.n ?? 0,
        count: q.onlySymptoms ? (sick?.n ?? 0) : (total?.n ?? 0),
      };
    },
  };
}
export type EpidemicRepository = ReturnType<typeof epidemicRepository>;

import { and, asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  events,
  exhibitionActivities,
  exhibitionBrands,
  exhibitionHistory,
  exhibitionNews,
  exhibitionPages,
  projects,
} from '../../db/schema.js';

export type ProjectRow = typeof projects.$inferSelect;
export type PageRow = typeof exhibitionPages.$inferSelect;
export type NewsRow = typeof exhibitionNews.$inferSelect;
export type ActivityRow = typeof exhibitionActivities.$inferSelect;
export type BrandRow = typeof exhibitionBrands.$inferSelect;
export type HistoryRow = typeof exhibitionHistory.$inferSelect;
/** a published project with its page (null when it has none yet) */
export type ExhibitionRow = { project: ProjectRow; page: PageRow | null };

type PageValues = Omit<typeof exhibitionPages.$inferInsert, 'createdAt'>;
type NewsValues = Omit<typeof exhibitionNews.$inferInsert, 'id' | 'createdAt'>;
type ActivityValues = Omit<typeof exhibitionActivities.$inferInsert, 'id' | 'createdAt'>;
type BrandValues = Omit<typeof exhibitionBrands.$inferInsert, 'id' | 'createdAt'>;
type HistoryValues = Omit<typeof exhibitionHistory.$inferInsert, 'id' | 'createdAt'>;

const published = and(eq(projects.state, 'published'), isNull(projects.deletedAt));

/** The content tables by kind (exhibitionContentDelete). */
const CONTENT = {
  news: exhibitionNews,
  activity: exhibitionActivities,
  brand: exhibitionBrands,
  history: exhibitionHistory,
} as const;
export type ContentKind = keyof typeof CONTENT;

/** Drizzle queries of the exhibition pages (docs/exhibition.md); nothing else. */
export function exhibitionRepository(db: Db) {
  return {
    /** A published, not deleted project with its page. */
    exhibition: async (projectId: number): Promise<ExhibitionRow | undefined> =>
      (
        await db
          .select({ project: projects, page: exhibitionPages })
          .from(projects)
          .leftJoin(exhibitionPages, eq(exhibitionPages.projectId, projects.id))
          .where(and(eq(projects.id, projectId), published))
      )[0],

    /** Published projects that have a page, of one variant (or of any), latest start first. */
    withPages: async (variant: string | null, limit: number): Promise<ExhibitionRow[]> => {
      const rows = await db
        .select({ project: projects, page: exhibitionPages })
        .from(exhibitionPages)
        .innerJoin(projects, eq(projects.id, exhibitionPages.projectId))
        .where(and(published, variant === null ? undefined : sql`${exhibitionPages.variant} = ${variant}`))
        .orderBy(desc(projects.startAt), desc(projects.id))
        .limit(limit);
      return rows.map((r) => ({ project: r.project, page: r.page }));
    },

    savePage: async (values: PageValues): Promise<PageRow> =>
      (
        await db
          .insert(exhibitionPages)
          .values(values)
          .onConflictDoUpdate({
            target: exhibitionPages.projectId,
            set: {
              variant: values.variant ?? null,
              openingHours: values.openingHours,
              introduction: values.introduction,
              motorhome: values.motorhome,
              lat: values.lat ?? null,
              lng: values.lng ?? null,
              updatedBy: values.updatedBy,
              updatedAt: values.updatedAt,
            },
          })
          .returning()
      )[0]!,

    /** How many rows of a kind the exhibition holds. */
    countOf: async (kind: ContentKind, projectId: number): Promise<number> => {
      const t = CONTENT[kind];
      return (await db.select({ n: count() }).from(t).where(eq(t.projectId, projectId)))[0]?.n ?? 0;
    },

    /** The project a content row belongs to. */
    projectOf: async (kind: ContentKind, id: number): Promise<number | undefined> => {
      const t = CONTENT[kind];
      return (await db.select({ projectId: t.projectId }).from(t).where(eq(t.id, id)))[0]?.projectId;
    },

    /** Deletes a content row: false when it was not there. */
    deleteContent: async (kind: ContentKind, id: number): Promise<boolean> => {
      const t = CONTENT[kind];
      return (await db.delete(t).where(eq(t.id, id)).returning({ id: t.id })).length > 0;
    },

    // ---- news

    newsPage: async (projectId: number, limit: number, offset: number): Promise<NewsRow[]> =>
      db
        .select()
        .from(exhibitionNews)
        .where(eq(exhibitionNews.projectId, projectId))
        .orderBy(desc(exhibitionNews.publishedAt), desc(exhibitionNews.id))
        .limit(limit)
        .offset(offset),

    /** A news item with its exhibition's name, when the exhibition is published. */
    news: async (id: number) =>
      (
        await db
          .select({ news: exhibitionNews, projectName: projects.name })
          .from(exhibitionNews)
          .innerJoin(projects, eq(projects.id, exhibitionNews.projectId))
          .where(and(eq(exhibitionNews.id, id), published))
      )[0],

    insertNews: async (values: NewsValues): Promise<NewsRow> =>
      (await db.insert(exhibitionNews).values(values).returning())[0]!,

    /** Changes a news item of the project: undefined when it is not the project's. */
    updateNews: async (id: number, projectId: number, values: Partial<NewsValues>): Promise<NewsRow | undefined> =>
      (
        await db
          .update(exhibitionNews)
          .set(values)
          .where(and(eq(exhibitionNews.id, id), eq(exhibitionNews.projectId, projectId)))
          .returning()
      )[0],

    // ---- activities

    activityPage: async (projectId: number, limit: number, offset: number): Promise<ActivityRow[]> =>
      db
        .select()
        .from(exhibitionActivities)
        .where(eq(exhibitionActivities.projectId, projectId))
        .orderBy(asc(exhibitionActivities.startAt), asc(exhibitionActivities.id))
        .limit(limit)
        .offset(offset),

    /** Whether a funly event exists (not deleted). */
    eventExists: async (id: number): Promise<boolean> =>
      (
        await db
          .select({ id: events.id })
          .from(events)
          .where(and(eq(events.id, id), isNull(events.deletedAt)))
      ).length > 0,

    insertActivity: async (values: ActivityValues): Promise<ActivityRow> =>
      (await db.insert(exhibitionActivities).values(values).returning())[0]!,

    updateActivity: async (id: number, projectId: number, values: Partial<ActivityValues>) =>
      (
        await db
          .update(exhibitionActivities)
          .set(values)
          .where(and(eq(exhibitionActivities.id, id), eq(exhibitionActivities.projectId, projectId)))
          .returning()
      )[0],

    // ---- brands

    /** The exhibition's brands A–Z (by letter, then name), optionally those whose name, hall or booth has the keyword. */
    brands: async (projectId: number, keyword = '', limit = 1000): Promise<BrandRow[]> => {
      const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .select()
        .from(exhibitionBrands)
        .where(
          and(
            eq(exhibitionBrands.projectId, projectId),
            keyword
              ? or(
                  ilike(exhibitionBrands.name, like),
                  ilike(exhibitionBrands.hall, like),
                  ilike(exhibitionBrands.booth, like),
                )
              : undefined,
          ),
        )
        .orderBy(asc(exhibitionBrands.letter), asc(exhibitionBrands.name), asc(exhibitionBrands.id))
        .limit(limit);
    },

    insertBrand: async (values: BrandValues): Promise<BrandRow> =>
      (await db.insert(exhibitionBrands).values(values).returning())[0]!,

    updateBrand: async (id: number, projectId: number, values: Partial<BrandValues>) =>
      (
        await db
          .update(exhibitionBrands)
          .set(values)
          .where(and(eq(exhibitionBrands.id, id), eq(exhibitionBrands.projectId, projectId)))
          .returning()
      )[0],

    // ---- past editions

    history: async (projectId: number): Promise<HistoryRow[]> =>
      db
        .select()
        .from(exhibitionHistory)
        .where(eq(exhibitionHistory.projectId, projectId))
        .orderBy(desc(exhibitionHistory.year), desc(exhibitionHistory.id)),

    insertHistory: async (values: HistoryValues): Promise<HistoryRow> =>
      (await db.insert(exhibitionHistory).values(values).returning())[0]!,

    updateHistory: async (id: number, projectId: number, values: Partial<HistoryValues>) =>
      (
        await db
          .update(exhibitionHistory)
          .set(values)
          .where(and(eq(exhibitionHistory.id, id), eq(exhibitionHistory.projectId, projectId)))
          .returning()
      )[0],
  };
}
export type ExhibitionRepository = ReturnType<typeof exhibitionRepository>;

import {
  ErrorCode,
  EXHIBITION_HOME_NEWS,
  EXHIBITION_MANAGE_ROLES,
  EXHIBITION_MAX_ROWS,
  EXHIBITION_VARIANTS,
  type CallData,
  type AppName,
  type exhibitionActivityList,
  type exhibitionActivitySave,
  type exhibitionBrandSave,
  type exhibitionContentDelete,
  type exhibitionHistorySave,
  type exhibitionNewsList,
  type exhibitionNewsSave,
  type exhibitionPageSave,
  type ExhibitionInfo,
  type ExhibitionNews,
  type Role,
} from '@kc/shared';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.js';
import { AppError, validationError } from '../../plugins/app/errors.js';
import { sanitizeRichText } from '../../plugins/app/html.js';
import type { ContentKind, ExhibitionRepository, ExhibitionRow } from './exhibition.repository.js';
import { activityOf, brandOf, historyOf, newsCardOf, summaryOf } from './exhibition.view.js';
import { isUniqueViolation } from '../../lib/pg-error.js';

type Q<C> = C extends { query: z.ZodType } ? z.output<C['query']> : never;

const fromSecs = (s: number) => new Date(s * 1000);
const MANAGERS: readonly Role[] = EXHIBITION_MANAGE_ROLES;
/**
 * A write that a unique index may refuse (a brand's name, a past edition's year in one exhibition): the index is the
 * rule's one home, so parallel saves of the same name answer 10001 on the field rather than a 500.
 */
async function uniqueOr<T>(refusal: Error, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw refusal;
    throw e;
  }
}

const KIND_NAMES: Record<ContentKind, string> = { news: '资讯', activity: '活动', brand: '品牌', history: '历届回顾' };
/** the 展会 tab's previews */
const HOME_ACTIVITIES = 3;
const HOME_BRANDS = 12;
const CURRENT_LIST_MAX = 50;

/**
 * Exhibition information pages (docs/exhibition.md): the public reads, and the content admin of a project's owners
 * and admins and the platform auditor — the grant is checked on the project's own business (no b_id needed), so a
 * manager of another business is refused. Rich text is sanitised here, on write.
 */
export function exhibitionService(d: {
  repo: ExhibitionRepository;
  business: { rolesWithPlatform(uid: number, businessId: number): Promise<Role[]> };
  clock: Clock;
}) {
  const { repo, clock } = d;

  const published = async (projectId: number): Promise<ExhibitionRow> => {
    const row = await repo.exhibition(projectId);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, '展会不存在');
    return row;
  };

  const mayManage = async (uid: number, businessId: number) =>
    (await d.business.rolesWithPlatform(uid, businessId)).some((r) => MANAGERS.includes(r));

  /** The exhibition when the caller may manage it: 10004 展会不存在, 10003 无权管理该展会. */
  const managed = async (uid: number, projectId: number): Promise<ExhibitionRow> => {
    const row = await published(projectId);
    if (!(await mayManage(uid, row.project.businessId))) throw new AppError(ErrorCode.FORBIDDEN, '无权管理该展会');
    return row;
  };

  const roomFor = async (kind: ContentKind, projectId: number) => {
    if ((await repo.countOf(kind, projectId)) >= EXHIBITION_MAX_ROWS[kind])
      throw new AppError(ErrorCode.LIMIT_REACHED, `每个展会最多${EXHIBITION_MAX_ROWS[kind]}条${KIND_NAMES[kind]}`);
  };

  const paged = <T>(list: T[], total: number, pageSize: number) => ({ list, count: total, page_size: pageSize });

  async function info(uid: number | null, projectId: number): Promise<ExhibitionInfo> {
    const row = await published(projectId);
    const { project: p, page } = row;
    const [news, newsCount, activities, activityCount, brands, brandCount, historyCount, canManage] = await Promise.all(
      [
        repo.newsPage(p.id, EXHIBITION_HOME_NEWS, 0),
        repo.countOf('news', p.id),
        repo.activityPage(p.id, HOME_ACTIVITIES, 0),
        repo.countOf('activity', p.id),
        repo.brands(p.id, '', HOME_BRANDS),
        repo.countOf('brand', p.id),
        repo.countOf('history', p.id),
        uid === null ? false : mayManage(uid, p.businessId),
      ],
    );
    return {
      ...summaryOf(row, clock.now()),
      business_id: p.businessId,
      intro: p.intro,
      opening_hours: page?.openingHours ?? '',
      introduction: page?.introduction ?? '',
      motorhome: page?.motorhome ?? '',
      lat: page?.lat ?? null,
      lng: page?.lng ?? null,
      news: news.map(newsCardOf),
      news_count: newsCount,
      activities: activities.map(activityOf),
      activity_count: activityCount,
      brands: brands.map(brandOf),
      brand_count: brandCount,
      history_count: historyCount,
      can_manage: canManage,
    };
  }

  async function newsInfo(id: number): Promise<ExhibitionNews> {
    const r = await repo.news(id);
    if (!r) throw new AppError(ErrorCode.NOT_FOUND, '资讯不存在');
    return { ...newsCardOf(r.news), body: r.news.body, project_name: r.projectName };
  }

  return {
    /** The 展会 tab of a variant: its own exhibitions, or every one that has a page for the general variant. */
    async current(appName: AppName) {
      const now = clock.now();
      const variant = (EXHIBITION_VARIANTS as readonly string[]).includes(appName) ? appName : null;
      const rows = await repo.withPages(variant, CURRENT_LIST_MAX);
      const list = rows.map((r) => summaryOf(r, now));
      let current = null;
      if (variant) {
        const by = (s: string) => list.filter((e) => e.status === s);
        // under way; else the next to open (the soonest start); else the latest that closed
        current = by('ongoing')[0] ?? by('upcoming').at(-1) ?? list[0] ?? null;
      }
      return { app_name: appName, current, list };
    },

    info,

    async newsList(q: Q<typeof exhibitionNewsList>): Promise<CallData<typeof exhibitionNewsList>> {
      await published(q.project_id);
      const [rows, total] = await Promise.all([
        repo.newsPage(q.project_id, q.page_size, (q.page - 1) * q.page_size),
        repo.countOf('news', q.project_id),
      ]);
      return paged(rows.map(newsCardOf), total, q.page_size);
    },

    newsInfo,

    async activityList(q: Q<typeof exhibitionActivityList>): Promise<CallData<typeof exhibitionActivityList>> {
      await published(q.project_id);
      const [rows, total] = await Promise.all([
        repo.activityPage(q.project_id, q.page_size, (q.page - 1) * q.page_size),
        repo.countOf('activity', q.project_id),
      ]);
      return paged(rows.map(activityOf), total, q.page_size);
    },

    async brandList(q: { project_id: number; keyword: string }) {
      await published(q.project_id);
      const list = (await repo.brands(q.project_id, q.keyword)).map(brandOf);
      return { list, count: list.length };
    },

    async historyList(q: { project_id: number }) {
      await published(q.project_id);
      const list = (await repo.history(q.project_id)).map(historyOf);
      return { list, count: list.length };
    },

    // ---------------------------------------------------------------- content admin

    async savePage(uid: number, q: Q<typeof exhibitionPageSave>): Promise<ExhibitionInfo> {
      await managed(uid, q.project_id);
      await repo.savePage({
        projectId: q.project_id,
        variant: q.variant,
        openingHours: q.opening_hours,
        introduction: sanitizeRichText(q.introduction),
        motorhome: sanitizeRichText(q.motorhome),
        lat: q.lat,
        lng: q.lng,
        updatedBy: uid,
        updatedAt: clock.now(),
      });
      return info(uid, q.project_id);
    },

    async saveNews(uid: number, q: Q<typeof exhibitionNewsSave>): Promise<ExhibitionNews> {
      await managed(uid, q.project_id);
      const now = clock.now();
      const values = {
        title: q.title,
        cover: q.cover,
        summary: q.summary,
        body: sanitizeRichText(q.body),
        updatedAt: now,
        ...(q.publish_time !== undefined ? { publishedAt: fromSecs(q.publish_time) } : {}),
      };
      if (q.id !== undefined) {
        const row = await repo.updateNews(q.id, q.project_id, values);
        if (!row) throw new AppError(ErrorCode.NOT_FOUND, '资讯不存在');
        return newsInfo(row.id);
      }
      await roomFor('news', q.project_id);
      const row = await repo.insertNews({
        ...values,
        projectId: q.project_id,
        publishedAt: values.publishedAt ?? now,
        createdBy: uid,
      });
      return newsInfo(row.id);
    },

    async saveActivity(uid: number, q: Q<typeof exhibitionActivitySave>) {
      await managed(uid, q.project_id);
      if (q.event_id !== null && !(await repo.eventExists(q.event_id)))
        throw validationError([{ field: 'event_id', message: '关联的活动不存在' }]);
      const values = {
        title: q.title,
        startAt: fromSecs(q.start_time),
        endAt: fromSecs(q.end_time),
        place: q.place,
        cover: q.cover,
        summary: q.summary,
        eventId: q.event_id,
        updatedAt: clock.now(),
      };
      if (q.id !== undefined) {
        const row = await repo.updateActivity(q.id, q.project_id, values);
        if (!row) throw new AppError(ErrorCode.NOT_FOUND, '活动不存在');
        return activityOf(row);
      }
      await roomFor('activity', q.project_id);
      return activityOf(await repo.insertActivity({ ...values, projectId: q.project_id }));
    },

    async saveBrand(uid: number, q: Q<typeof exhibitionBrandSave>) {
      await managed(uid, q.project_id);
      const taken = validationError([{ field: 'name', message: '该品牌已在本展会中' }]);
      const values = {
        name: q.name,
        logo: q.logo,
        letter: q.letter,
        hall: q.hall,
        booth: q.booth,
        updatedAt: clock.now(),
      };
      if (q.id !== undefined) {
        const row = await uniqueOr(taken, () => repo.updateBrand(q.id!, q.project_id, values));
        if (!row) throw new AppError(ErrorCode.NOT_FOUND, '品牌不存在');
        return brandOf(row);
      }
      await roomFor('brand', q.project_id);
      return brandOf(await uniqueOr(taken, () => repo.insertBrand({ ...values, projectId: q.project_id })));
    },

    async saveHistory(uid: number, q: Q<typeof exhibitionHistorySave>) {
      await managed(uid, q.project_id);
      const taken = validationError([{ field: 'year', message: `${q.year}年的回顾已存在` }]);
      const values = {
        year: q.year,
        title: q.title,
        summary: q.summary,
        cover: q.cover,
        figures: q.figures,
        updatedAt: clock.now(),
      };
      if (q.id !== undefined) {
        const row = await uniqueOr(taken, () => repo.updateHistory(q.id!, q.project_id, values));
        if (!row) throw new AppError(ErrorCode.NOT_FOUND, '历届回顾不存在');
        return historyOf(row);
      }
      await roomFor('history', q.project_id);
      return historyOf(await uniqueOr(taken, () => repo.insertHistory({ ...values, projectId: q.project_id })));
    },

    async deleteContent(uid: number, q: Q<typeof exhibitionContentDelete>) {
      const projectId = await repo.projectOf(q.kind, q.id);
      if (projectId === undefined) throw new AppError(ErrorCode.NOT_FOUND, `${KIND_NAMES[q.kind]}不存在`);
      await managed(uid, projectId);
      if (!(await repo.deleteContent(q.kind, q.id)))
        throw new AppError(ErrorCode.NOT_FOUND, `${KIND_NAMES[q.kind]}不存在`);
      return { kind: q.kind, id: q.id };
    },
  };
}
export type ExhibitionService = ReturnType<typeof exhibitionService>;

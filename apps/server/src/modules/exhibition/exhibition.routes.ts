import {
  exhibitionActivityList,
  exhibitionActivitySave,
  exhibitionBrandList,
  exhibitionBrandSave,
  exhibitionContentDelete,
  exhibitionCurrent,
  exhibitionHistoryList,
  exhibitionHistorySave,
  exhibitionInfo,
  exhibitionNewsInfo,
  exhibitionNewsList,
  exhibitionNewsSave,
  exhibitionPageSave,
  resolveAppName,
} from '@kc/shared';
import { me } from '../../plugins/app/contract.js';
import type { Module } from '../module.js';

/**
 * Exhibition information pages (docs/exhibition.md): public reads need no session; the content admin's calls are
 * checked on the exhibition's own business (owner/admin) or the platform auditor, in the service.
 */
export const exhibitionModule: Module = ({ register, services: { exhibition } }) => {
  register(exhibitionCurrent, (q, ctx) => exhibition.current(q.app_name ?? resolveAppName(ctx.payload.appName)));
  register(exhibitionInfo, (q, ctx) => exhibition.info(ctx.user?.uid ?? null, q.project_id));
  register(exhibitionNewsList, (q) => exhibition.newsList(q));
  register(exhibitionNewsInfo, (q) => exhibition.newsInfo(q.id));
  register(exhibitionActivityList, (q) => exhibition.activityList(q));
  register(exhibitionBrandList, (q) => exhibition.brandList(q));
  register(exhibitionHistoryList, (q) => exhibition.historyList(q));

  register(exhibitionPageSave, (q, ctx) => exhibition.savePage(me(ctx).uid, q));
  register(exhibitionNewsSave, (q, ctx) => exhibition.saveNews(me(ctx).uid, q));
  register(exhibitionActivitySave, (q, ctx) => exhibition.saveActivity(me(ctx).uid, q));
  register(exhibitionBrandSave, (q, ctx) => exhibition.saveBrand(me(ctx).uid, q));
  register(exhibitionHistorySave, (q, ctx) => exhibition.saveHistory(me(ctx).uid, q));
  register(exhibitionContentDelete, (q, ctx) => exhibition.deleteContent(me(ctx).uid, q));
};

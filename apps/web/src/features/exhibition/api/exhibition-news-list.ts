import { exhibitionNewsList } from '@kc/shared';
import { api } from '../../../lib/http';

/** One page of an exhibition's news, newest first (ListView pages it). */
export const fetchExhibitionNews = (projectId: number, page: number) =>
  api.call(exhibitionNewsList, { project_id: projectId, page });

import { queryOptions } from '@tanstack/react-query';
import { projectList } from '@kc/shared';
import { api } from '../../../lib/http';

/** The published projects an item can belong to (the picker shows the newest 100). */
export const publishedProjectsQuery = (businessId: number | null) =>
  queryOptions({
    queryKey: ['projects', businessId, 'list', 'published', 'picker'],
    queryFn: () => api.call(projectList, { state: 'published', keyword: '', page: 1, page_size: 100 }),
  });

import { queryOptions } from '@tanstack/react-query';
import { exhibitionInfo } from '@kc/shared';
import { api } from '../../../lib/http';
import { exhibitionKeys } from './exhibition-keys';

/** One exhibition's page with the latest news, activities and brands, and whether the caller may manage it. */
export const exhibitionInfoQuery = (projectId: number) =>
  queryOptions({
    queryKey: exhibitionKeys.info(projectId),
    queryFn: () => api.call(exhibitionInfo, { project_id: projectId }),
  });

import { queryOptions } from '@tanstack/react-query';
import { exhibitionHistoryList } from '@kc/shared';
import { api } from '../../../lib/http';
import { exhibitionKeys } from './exhibition-keys';

/** An exhibition's past editions, latest year first. */
export const exhibitionHistoryQuery = (projectId: number) =>
  queryOptions({
    queryKey: exhibitionKeys.history(projectId),
    queryFn: () => api.call(exhibitionHistoryList, { project_id: projectId }),
  });

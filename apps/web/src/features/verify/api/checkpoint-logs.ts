import { queryOptions } from '@tanstack/react-query';
import { checkpointLogs, DEFAULT_PAGE_SIZE } from '@kc/shared';
import { api } from '../../../lib/http';
import { verifyKeys } from './verify-keys';

/** One page of the write-offs at a point, newest first. */
export const fetchPointLogs = (pointId: number) => (page: number) =>
  api.call(checkpointLogs, { id: pointId, page, page_size: DEFAULT_PAGE_SIZE });

/** The point's total and totals per day (every page carries them; one record is enough to read them). */
export const pointLogSummaryQuery = (pointId: number) =>
  queryOptions({
    queryKey: verifyKeys.logSummary(pointId),
    queryFn: () => api.call(checkpointLogs, { id: pointId, page: 1, page_size: 1 }),
    select: (d) => ({ total: d.total, days: d.days }),
    staleTime: 0,
  });

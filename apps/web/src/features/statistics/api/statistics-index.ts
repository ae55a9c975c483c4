import { queryOptions } from '@tanstack/react-query';
import { statisticsIndex, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { statisticsKeys } from './statistics-keys';

export type StatisticsIndexQuery = CallQuery<typeof statisticsIndex>;

/** The statistics record (spec 3.5) of the business, or of one project, channel or promoter, in a range. */
export const statisticsIndexQuery = (q: StatisticsIndexQuery) =>
  queryOptions({
    queryKey: statisticsKeys.index(q),
    queryFn: () => api.call(statisticsIndex, q),
    staleTime: 0,
  });

import { queryOptions } from '@tanstack/react-query';
import { funlyStats } from '@kc/shared';
import { api } from '../../../lib/http';

export type FunlyStatsType = 'all' | 'apply' | 'appoint' | 'ticket' | 'like' | 'forward';

/** An event's figures and daily trends (Asia/Shanghai) from its rows. */
export const funlyStatsQuery = (id: number, type: FunlyStatsType) =>
  queryOptions({
    queryKey: ['funly', 'stats', id, type],
    queryFn: () => api.call(funlyStats, { id, type }),
    staleTime: 0,
  });

import { DEFAULT_PAGE_SIZE, funlyStatsList } from '@kc/shared';
import { api } from '../../../lib/http';

export type FunlyStatsKind = 'appoint' | 'apply' | 'ticket' | 'like' | 'forward';

export interface StatsListFilter {
  id: number;
  kind: FunlyStatsKind;
  /** appoint: slot id (0 all); apply: status (-1 all); ticket: as the route gives it */
  ctype: number;
  uid?: number;
  tid?: number;
}

export const funlyStatsListKey = (f: StatsListFilter) => ['funly', 'stats', f.id, 'rows', f] as const;

/** One page of the rows behind a statistic. */
export const fetchFunlyStatsPage = (f: StatsListFilter) => (page: number) =>
  api.call(funlyStatsList, { ...f, page, page_size: DEFAULT_PAGE_SIZE });

import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, funlyApplyList } from '@kc/shared';
import { api } from '../../../lib/http';

/** Every query of one event's applications (lists and counts); stale after a decision. */
export const funlyApplyKey = (id: number) => ['funly', 'applications', id] as const;

export const funlyApplyListKey = (id: number, status: number | undefined, keyword: string) =>
  [...funlyApplyKey(id), 'list', status ?? 'all', keyword] as const;

/** One page of an event's applications by status (undefined = all) and keyword (name or mobile). */
export const fetchFunlyApplyPage = (id: number, status: number | undefined, keyword: string) => (page: number) =>
  api.call(funlyApplyList, { id, status, keyword, page, page_size: DEFAULT_PAGE_SIZE });

/** The counts per status of an event's applications (keys are statuses as text). */
export const funlyApplyCountsQuery = (id: number, keyword: string) =>
  queryOptions({
    queryKey: [...funlyApplyKey(id), 'counts', keyword],
    queryFn: async () => (await api.call(funlyApplyList, { id, keyword, page: 1, page_size: 1 })).counts,
    staleTime: 0,
  });

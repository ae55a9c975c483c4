import { queryOptions } from '@tanstack/react-query';
import { funlyOperatorList } from '@kc/shared';
import { api } from '../../../lib/http';

/** Operators of one event (id) or of every event of the current business (no id): the first 100. */
export const funlyOperatorListQuery = (id?: number, businessId?: number | null) =>
  queryOptions({
    queryKey: ['funly', 'operators', id ?? 'all', id ? null : (businessId ?? null)],
    queryFn: () => api.call(funlyOperatorList, { id, page: 1, page_size: 100 }),
    staleTime: 0,
  });

import { queryOptions } from '@tanstack/react-query';
import { funlyApplyInfo } from '@kc/shared';
import { api } from '../../../lib/http';

/** One application with its answers, the form's fields that label them, and what the caller may do with it. */
export const funlyApplyInfoQuery = (id: number) =>
  queryOptions({
    queryKey: ['funly', 'application', id],
    queryFn: () => api.call(funlyApplyInfo, { id }),
    staleTime: 0,
  });

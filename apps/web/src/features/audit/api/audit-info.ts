import { queryOptions } from '@tanstack/react-query';
import { auditInfo } from '@kc/shared';
import { api } from '../../../lib/http';

/** One audit record, the item as it would be after passing, and the changed fields. */
export const auditInfoQuery = (id: number) =>
  queryOptions({
    queryKey: ['audits', 'info', id],
    queryFn: () => api.call(auditInfo, { id }),
    staleTime: 0,
  });

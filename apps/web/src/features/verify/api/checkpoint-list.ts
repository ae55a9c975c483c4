import { queryOptions } from '@tanstack/react-query';
import { checkpointList } from '@kc/shared';
import { api } from '../../../lib/http';
import { verifyKeys } from './verify-keys';

/** The write-off points of an item of the current business, with their checkers and use. */
export const checkpointListQuery = (businessId: number | null, itemId: number) =>
  queryOptions({
    queryKey: verifyKeys.points(businessId, itemId),
    queryFn: () => api.call(checkpointList, { item_id: itemId }),
    select: (d) => d.list,
    staleTime: 0,
  });

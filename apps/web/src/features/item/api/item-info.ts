import { queryOptions } from '@tanstack/react-query';
import { itemInfo } from '@kc/shared';
import { api } from '../../../lib/http';
import { itemsKey } from './item-list';

export const itemInfoKey = (businessId: number | null, id: number) => [...itemsKey(businessId), 'info', id] as const;

/** One item with its counts, allowed actions and reject remark. */
export const itemInfoQuery = (businessId: number | null, id: number) =>
  queryOptions({
    queryKey: itemInfoKey(businessId, id),
    queryFn: () => api.call(itemInfo, { id }),
    staleTime: 0,
  });

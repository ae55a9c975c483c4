import { queryOptions } from '@tanstack/react-query';
import { checkerItems, DEFAULT_PAGE_SIZE, type CallData } from '@kc/shared';
import { api } from '../../../lib/http';
import { verifyKeys } from './verify-keys';

export type CheckerItem = CallData<typeof checkerItems>['list'][number];
export type CheckerPoint = CheckerItem['points'][number];
/** One of my points with the item it belongs to. */
export type MyPoint = CheckerPoint & { item: CheckerItem };

/** One page of the items I check (any business), each with my points and today's counts. */
export const fetchCheckerItems = (page: number) => api.call(checkerItems, { page, page_size: DEFAULT_PAGE_SIZE });

/** The item I check, with my points there; null when I check none of its points. */
export const checkerItemQuery = (itemId: number) =>
  queryOptions({
    queryKey: verifyKeys.checkerItem(itemId),
    queryFn: async () => (await api.call(checkerItems, { item_id: itemId, page: 1, page_size: 1 })).list[0] ?? null,
    staleTime: 0,
  });

const ALL_PAGE_SIZE = 100;
/** a bound on the pages walked (10 000 items) */
const MAX_PAGES = 100;

/** Every point I check, item by item, walking the pages of checkerItems. */
export const fetchMyPoints = async (): Promise<MyPoint[]> => {
  const out: MyPoint[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { list, count } = await api.call(checkerItems, { page, page_size: ALL_PAGE_SIZE });
    for (const item of list) for (const p of item.points) out.push({ ...p, item });
    if (list.length === 0 || page * ALL_PAGE_SIZE >= count) break;
  }
  return out;
};

export const myPointsQuery = queryOptions({
  queryKey: verifyKeys.myPoints,
  queryFn: fetchMyPoints,
  staleTime: 0,
});

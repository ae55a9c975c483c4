import type { OrderFilter } from '../utils/order-text';

/** Query keys of the order screens: everything under ['order']; items on sale under ['sale']. */
export const orderKeys = {
  all: ['order'] as const,
  list: (filter: OrderFilter) => ['order', 'list', filter] as const,
  byId: (id: number) => ['order', 'info', 'id', id] as const,
  bySn: (sn: string) => ['order', 'info', 'sn', sn] as const,
  saleAll: ['sale'] as const,
  /** the paged list of /exhibition/ticket */
  saleList: (projectId: number | undefined) => ['sale', 'list', projectId ?? 0] as const,
  /** every item of one project (the buy screen's ticket types) */
  saleProject: (projectId: number) => ['sale', 'project', projectId] as const,
  saleItem: (itemId: number) => ['sale', 'item', itemId] as const,
  /** the same key as the holder screens use, so adding a family member there refreshes it here */
  family: ['receive', 'family'] as const,
};

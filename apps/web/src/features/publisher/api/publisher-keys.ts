/** Query keys of the publisher screens: everything under ['publisher'] so one invalidation refreshes them all. */
export const publisherKeys = {
  all: ['publisher'] as const,
  /** the publishers of an item, as a manager of the business */
  ofItem: (businessId: number | null, itemId: number) => ['publisher', 'item', businessId, itemId] as const,
  /** my quotas as publisher */
  mine: ['publisher', 'mine'] as const,
  /** one of my quotas, found by quota id or by item */
  myQuota: (by: { quotaId?: number; itemId?: number }) =>
    ['publisher', 'mine', 'one', by.quotaId ?? 0, by.itemId ?? 0] as const,
  records: (quotaId: number) => ['publisher', 'records', quotaId] as const,
};

/** Query keys of the write-off screens: everything under ['verify'] so one invalidation refreshes them all. */
export const verifyKeys = {
  all: ['verify'] as const,
  /** the points of an item, as a manager of the business */
  points: (businessId: number | null, itemId: number) => ['verify', 'points', businessId, itemId] as const,
  /** one point (managers and its checkers) */
  point: (id: number) => ['verify', 'point', id] as const,
  logs: (id: number) => ['verify', 'logs', id] as const,
  logSummary: (id: number) => ['verify', 'logs', id, 'summary'] as const,
  /** a point's conflicts: offline write-offs the server refused */
  conflicts: (id: number) => ['verify', 'logs', id, 'conflicts'] as const,
  /** the items I check, paged */
  checkerItems: ['verify', 'checker-items'] as const,
  /** one item I check, with my points there */
  checkerItem: (itemId: number) => ['verify', 'checker-items', 'item', itemId] as const,
  /** every point I check, flattened */
  myPoints: ['verify', 'checker-items', 'points'] as const,
  /** the holder's side: a point behind a scanned point code, with my items usable there */
  pointCodes: ['verify', 'point-code'] as const,
  pointCode: (pointCode: string) => ['verify', 'point-code', pointCode] as const,
};

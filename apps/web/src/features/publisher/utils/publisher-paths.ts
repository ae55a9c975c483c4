/** The publisher screens (the route table owns the patterns). */
export const publisherPaths = {
  list: (itemId: number) => `/ticket/publisher/list/${itemId}`,
  add: (itemId: number) => `/ticket/publisher/add/${itemId}`,
  records: (quotaId: number) => `/ticket/publisher/record/${quotaId}`,
  mine: '/ticket-invitation/publish/list',
  issue: (itemId: number, quotaId: number) => `/ticket/publish/customer/${itemId}?quota=${quotaId}`,
} as const;

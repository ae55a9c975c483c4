/** Query keys of the exhibition screens: everything under ['exhibition'], so one invalidation refreshes all after a change. */
export const exhibitionKeys = {
  all: ['exhibition'] as const,
  current: () => ['exhibition', 'current'] as const,
  info: (projectId: number) => ['exhibition', 'info', projectId] as const,
  news: (projectId: number) => ['exhibition', 'news', projectId] as const,
  newsItem: (id: number) => ['exhibition', 'news-item', id] as const,
  activities: (projectId: number) => ['exhibition', 'activities', projectId] as const,
  brands: (projectId: number) => ['exhibition', 'brands', projectId] as const,
  history: (projectId: number) => ['exhibition', 'history', projectId] as const,
};

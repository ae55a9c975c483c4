/**
 * Query keys of the event screens: everything under ['funly'], so one invalidation refreshes every event list
 * and detail after a change (apply, cancel, like, an organiser's edit).
 */
export const funlyKeys = {
  all: ['funly'] as const,
  /** the public list (kind 0 = 全部, filter, keyword, position) */
  list: (kind: number, filter: number, keyword: string, pos: string) =>
    ['funly', 'list', kind, filter, keyword, pos] as const,
  show: (id: number) => ['funly', 'show', id] as const,
  enterList: (id: number) => ['funly', 'enter', id] as const,
  /** the caller's applications by status (-1 = all) */
  mine: (status: number) => ['funly', 'mine', status] as const,
  result: (id: number | undefined, orderId: number | undefined) => ['funly', 'result', id ?? 0, orderId ?? 0] as const,
  share: (id: number) => ['funly', 'share', id] as const,
};

/**
 * Query keys of the ride screens: everything under ['ride'], so one invalidation refreshes every ride list and
 * detail after a change (apply, cancel, like, a leader's edit or decision, a clock-in).
 */
export const rideKeys = {
  all: ['ride'] as const,
  leaderMine: ['ride', 'leader'] as const,
  /** the public list (keyword, position) */
  list: (keyword: string, pos: string) => ['ride', 'list', keyword, pos] as const,
  show: (id: number) => ['ride', 'show', id] as const,
  /** the rides the caller leads or crews (draft or not) */
  manage: (draft: boolean) => ['ride', 'manage', draft] as const,
  /** the caller's applications by status (0 = all) */
  mine: (status: number) => ['ride', 'mine', status] as const,
  applyList: (id: number, status: number) => ['ride', 'applyList', id, status] as const,
  applyInfo: (id: number) => ['ride', 'applyInfo', id] as const,
  clockinMine: (id: number) => ['ride', 'clockin', id] as const,
  headcount: (id: number) => ['ride', 'headcount', id] as const,
  mark: (id: number) => ['ride', 'mark', id] as const,
};

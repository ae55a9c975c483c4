/**
 * Query keys of the car-owner screens: everything under ['carowner'], so one invalidation refreshes the list, the
 * details and the /my/authentication hub after an application or a withdrawal.
 */
export const carOwnerKeys = {
  all: ['carowner'] as const,
  list: ['carowner', 'list'] as const,
  /** the hub's summary (how many approved and pending) */
  summary: ['carowner', 'summary'] as const,
  info: (id: number) => ['carowner', 'info', id] as const,
};

/** The caller's real-name state, read for the /my/authentication hub. */
export const realNameKeys = { mine: ['realname', 'mine'] as const };

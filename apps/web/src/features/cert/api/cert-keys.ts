/** Query keys of the pass screens: everything under ['cert'] so one invalidation refreshes them all. */
export const certKeys = {
  all: ['cert'] as const,
  /** a pass by its serial, as the caller (logged in or not) may see it */
  info: (certSn: string, viewer: string) => ['cert', 'info', certSn, viewer] as const,
  /** my passes: usable (valid) or used and expired (old) */
  mine: (scope: 'valid' | 'old') => ['cert', 'mine', scope] as const,
  /** the long-lived print code of one of my registered passes */
  printCode: (holdingId: number) => ['cert', 'print-code', holdingId] as const,
};

/** Query keys of the real-name screens: one invalidation refreshes the caller's certification. */
export const realnameKeys = {
  all: ['realname'] as const,
  mine: ['realname', 'mine'] as const,
};

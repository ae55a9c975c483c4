/**
 * Query keys of the people screens: everything under ['personal'], so one invalidation refreshes every personal page,
 * list and album after a follow, a block or an upload.
 */
export const personalKeys = {
  all: ['personal'] as const,
  /** a personal page (0 = mine) */
  center: (uid: number) => ['personal', 'center', uid] as const,
  follow: (uid: number, type: 'following' | 'followers') => ['personal', 'follow', uid, type] as const,
  /** a person's album (0 = mine), all kinds or one */
  album: (uid: number, kind?: 'image' | 'video') => ['personal', 'album', uid, kind ?? 'all'] as const,
  blocks: ['personal', 'blocks'] as const,
};

import type { FeedKind } from '@kc/shared';

/** What a feed shows: `tag` for the tag feed, `uid` for one person's posts. */
export interface FeedQuery {
  kind: FeedKind;
  tag?: string;
  uid?: number;
}

/**
 * Query keys of the community: everything under ['post'], so one invalidation refreshes every feed, post and
 * comment list after a change (create, edit, delete, relay, comment).
 */
export const postKeys = {
  all: ['post'] as const,
  feeds: ['post', 'feed'] as const,
  feed: (q: FeedQuery) => ['post', 'feed', q.kind, q.tag ?? '', q.uid ?? 0] as const,
  show: (id: number) => ['post', 'show', id] as const,
  comments: (id: number) => ['post', 'comments', id] as const,
  tags: (keyword: string) => ['post', 'tags', keyword] as const,
};

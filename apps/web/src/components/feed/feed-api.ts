import { bbsList } from '@kc/shared';
import { api } from '../../lib/http';
import type { FeedQuery } from './post-keys';

export const FEED_PAGE_SIZE = 10;

/** One page of a feed (bbsList) after `cursor` ('' = the first page). */
export const fetchFeedPage = (q: FeedQuery) => (cursor: string) =>
  api.call(bbsList, {
    kind: q.kind,
    ...(q.tag !== undefined ? { tag: q.tag } : {}),
    ...(q.uid !== undefined ? { uid: q.uid } : {}),
    cursor,
    page_size: FEED_PAGE_SIZE,
  });

import type { ReactNode } from 'react';
import type { Post } from '@kc/shared';
import { CursorList } from './cursor-list';
import { fetchFeedPage } from './feed-api';
import { PostCard } from './post-card';
import { postKeys, type FeedQuery } from './post-keys';

export interface PostFeedProps {
  /** which feed: latest, following (login), tag (with `tag`), user (with `uid`), favorite (login: mine) */
  query: FeedQuery;
  /** the text of an empty feed */
  empty?: string;
  /** called before a card opens its post (a search remembers its keyword) */
  onOpen?: () => void;
  /** shown under a refusal (10003), e.g. a way back */
  refusalAction?: ReactNode;
}

/**
 * A feed of posts over bbsList: cards newest first, the next page by the answer's `next_cursor`, pull to refresh,
 * loading, empty and error states (CursorList).
 */
export function PostFeed({ query, empty = '暂无帖子', onOpen, refusalAction }: PostFeedProps) {
  return (
    <CursorList<Post>
      queryKey={postKeys.feed(query)}
      fetchPage={fetchFeedPage(query)}
      itemKey={(p) => p.id}
      emptyText={empty}
      refusalAction={refusalAction}
      renderItem={(p) => <PostCard post={p} onOpen={onOpen} />}
    />
  );
}

/** The community's shared pieces: the post card, feeds and a keyset list (used by features/post and features/personal). */
export { Avatar, ImageGrid, PostAuthorRow, PostCard, PostStateBanner, VideoBox, type PostCardProps } from './post-card';
export { PostFeed, type PostFeedProps } from './post-feed';
export { CursorList, type CursorListProps, type CursorPage } from './cursor-list';
export { postKeys, type FeedQuery } from './post-keys';
export { postLinkPath, postPaths } from './post-paths';
export { postTimeText } from './post-time';
export { fetchFeedPage, FEED_PAGE_SIZE } from './feed-api';

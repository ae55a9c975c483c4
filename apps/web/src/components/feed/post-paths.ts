import type { PostLinkType } from '@kc/shared';

/**
 * Paths of the community screens (spec 2.14), one home for the feed, the post pages and the people pages: the route
 * table owns the routes, these build the links.
 */
export const postPaths = {
  /** the community entry 车友圈 (tag search, feeds); with a tag, that tag's feed */
  community: (tag?: string) => (tag ? `/tag/search?tag=${encodeURIComponent(tag)}` : '/tag/search'),
  show: (id: number) => `/post/${id}`,
  /** a new post; with `id`, edit that post */
  create: (id?: number) => (id ? `/post/create?id=${id}` : '/post/create'),
  chooseTags: '/post/tag/choose',
  comments: (id: number) => `/post/comment/${id}`,
  relay: (id: number) => `/post/relay/${id}`,
  person: (uid: number) => `/personal/index?uid=${uid}`,
  report: (module: string, id: number) => `/report/${module}/${id}`,
};

/** Where a post's link (an event, a ride, an exhibition) opens. */
export const postLinkPath = (type: PostLinkType, id: number): string =>
  type === 'funly'
    ? `/funly/show?id=${id}`
    : type === 'ride'
      ? `/funly/rideTogether?id=${id}`
      : `/buy?project_id=${id}`;

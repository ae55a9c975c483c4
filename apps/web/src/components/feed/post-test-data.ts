import type { Post, PostComment, PostTag } from '@kc/shared';

/** Posts, comments and tags as the server answers them, for tests of the community screens. */
export const postOf = (over: Partial<Post> = {}): Post => ({
  id: 11,
  author: { uid: 2, nickname: '商家老李', avatar: '', badges: [] },
  body: '周末去金佛山\n云海太美了',
  images: [],
  video: '',
  video_cover: '',
  tags: ['自驾游'],
  link: null,
  relay_of: null,
  state: 'visible',
  state_label: '已发布',
  state_reason: '',
  like_count: 3,
  comment_count: 2,
  relay_count: 1,
  favorite_count: 0,
  liked: false,
  favorited: false,
  actions: ['like', 'favorite', 'comment', 'relay', 'report'],
  create_time: 1893456000,
  update_time: 1893456000,
  ...over,
});

export const commentOf = (over: Partial<PostComment> = {}): PostComment => ({
  id: 51,
  post_id: 11,
  author: { uid: 3, nickname: '骑士小王', avatar: '', badges: [] },
  body: '好美',
  reply_to: null,
  reply_nickname: '',
  state: 'visible',
  actions: ['report', 'reply'],
  create_time: 1893456100,
  ...over,
});

export const tagOf = (name: string, post_count = 1, id = name.length): PostTag => ({ id, name, post_count });

/** A keyset page. */
export const cursorPageOf = <T>(list: T[], next_cursor = '') => ({ list, next_cursor, page_size: 10 });

import type { z } from 'zod';
import {
  type CallDef,
  contentStateLabel,
  type Post,
  type PostAction,
  type PostAuthor,
  type PostComment,
} from '@kc/shared';
import { badgesOf } from '../../lib/badges.js';
import { toSecs } from '../../lib/time.js';
import type { CommentCard, LinkCard, PostCard, PostRow } from './post.repository.js';

/** A call's query as the handler gets it (parsed: defaults filled in). */
export type Parsed<C> = C extends CallDef<infer Q, z.ZodType> ? z.output<Q> : never;

/** A person as the community shows them, with their badges (lib/badges.ts). */
export const toAuthor = (uid: number, nickname: string, avatar: string, carOwner: boolean): PostAuthor => ({
  uid,
  nickname,
  avatar,
  badges: badgesOf(carOwner),
});

/**
 * What the caller may do with a post: nothing without a session; on a visible post like, favourite, comment and
 * repost, and report when it is someone else's; the author edits while visible or hidden and deletes until deleted.
 */
export function postActions(p: Pick<PostRow, 'userId' | 'state'>, viewer: number | null): PostAction[] {
  if (viewer === null || p.state === 'deleted') return [];
  const mine = p.userId === viewer;
  const a: PostAction[] = [];
  if (p.state === 'visible') a.push('like', 'favorite', 'comment', 'relay');
  if (p.state === 'visible' && !mine) a.push('report');
  if (mine && (p.state === 'visible' || p.state === 'hidden')) a.push('edit');
  if (mine) a.push('delete');
  return a;
}

/** The original of a repost as the caller may see it: fields emptied when it is gone or hidden from them. */
export function toOrigin(id: number, root: PostCard | undefined, visible: boolean): Post['relay_of'] {
  if (!root || !visible) return { id, visible: false, author: null, body: '', images: [], video_cover: '' };
  return {
    id,
    visible: true,
    author: toAuthor(root.p.userId, root.nickname, root.avatar, root.carOwner),
    body: root.p.body,
    images: root.p.images,
    video_cover: root.p.videoCover,
  };
}

/** A post for a caller, with what only the server knows (their like and favourite, the link, the original). */
export function toPost(
  c: PostCard,
  x: { viewer: number | null; liked: boolean; favorited: boolean; link: LinkCard | null; origin: Post['relay_of'] },
): Post {
  const p = c.p;
  return {
    id: p.id,
    author: toAuthor(p.userId, c.nickname, c.avatar, c.carOwner),
    body: p.body,
    images: p.images,
    video: p.video,
    video_cover: p.videoCover,
    tags: p.tags,
    link: x.link,
    relay_of: p.relayOf === null ? null : x.origin,
    state: p.state,
    state_label: contentStateLabel[p.state],
    state_reason: p.state === 'removed' ? p.stateReason : '',
    like_count: p.likeCount,
    comment_count: p.commentCount,
    relay_count: p.relayCount,
    favorite_count: p.favoriteCount,
    liked: x.liked,
    favorited: x.favorited,
    actions: postActions(p, x.viewer),
    create_time: toSecs(p.createdAt),
    update_time: toSecs(p.updatedAt),
  };
}

/**
 * A comment for a caller: its author or the post's author may delete it; others with a session may report it and
 * reply to it while the post is visible.
 */
export function toComment(
  c: CommentCard,
  x: { viewer: number | null; postAuthor: number; postVisible: boolean },
): PostComment {
  const mine = x.viewer !== null && c.c.userId === x.viewer;
  const actions: PostComment['actions'] = [];
  if (x.viewer !== null && (mine || x.postAuthor === x.viewer)) actions.push('delete');
  if (x.viewer !== null && !mine && c.c.state === 'visible') {
    actions.push('report');
    if (x.postVisible) actions.push('reply');
  }
  return {
    id: c.c.id,
    post_id: c.c.postId,
    author: toAuthor(c.c.userId, c.nickname, c.avatar, c.carOwner),
    body: c.c.body,
    reply_to: c.c.replyTo,
    reply_nickname: c.replyNickname ?? '',
    state: c.c.state,
    actions,
    create_time: toSecs(c.c.createdAt),
  };
}

// keyset cursors and pages: lib/keyset.ts

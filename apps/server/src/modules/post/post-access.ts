import { createHash } from 'node:crypto';
import { ErrorCode } from '@kc/shared';
import { blockRule } from '../../lib/blocks.js';
import { AppError } from '../../plugins/app/errors.js';
import type { PostCard, PostRepository } from './post.repository.js';

/**
 * The one home of who may see and act on a post or its comments (docs/community.md): the content states and the
 * block rule (lib/blocks.ts) as the post calls answer them.
 */

export const GONE = '内容不存在或已被删除';

/** sha-256 of the content as it reads: body with its spaces collapsed, the images and the video (per author). */
export const contentHash = (c: { body: string; images: string[]; video: string }, extra = '') =>
  createHash('sha256')
    .update(JSON.stringify([c.body.replace(/\s+/g, ' ').trim(), c.images, c.video, extra]))
    .digest('hex');

/**
 * Who may see a post (the one home of the content states and the block rule for a post): nobody a deleted one or
 * one of a deleted account; only its author a hidden or taken-down one; nobody across a block either way. Answers
 * the card, or 10004.
 */
export async function seeable(repo: PostRepository, card: PostCard | undefined, viewer: number | null) {
  if (!card || card.p.state === 'deleted' || card.authorGone) throw new AppError(ErrorCode.NOT_FOUND, GONE);
  const mine = viewer !== null && viewer === card.p.userId;
  if (card.p.state !== 'visible' && !mine) throw new AppError(ErrorCode.NOT_FOUND, GONE);
  if (viewer !== null && !mine && (await repo.blockBetween(viewer, card.p.userId)))
    throw new AppError(ErrorCode.NOT_FOUND, GONE);
  return card;
}

/** Refuses an action on someone across a block (10003, saying which way). */
export async function refuseAcrossBlock(repo: PostRepository, me: number, other: number) {
  blockRule.refuse(await repo.blockBetween(me, other));
}

/**
 * A visible post someone may act on (like, favourite, comment, repost): 10004 unless it is visible to them, 10003
 * across a block.
 */
export async function actable(repo: PostRepository, id: number, uid: number): Promise<PostCard> {
  const card = await repo.card(id);
  if (!card || card.p.state !== 'visible' || card.authorGone) throw new AppError(ErrorCode.NOT_FOUND, GONE);
  await refuseAcrossBlock(repo, uid, card.p.userId);
  return card;
}

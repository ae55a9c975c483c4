import { ErrorCode, type bbsComment, type bbsCommentDelete, type bbsComments, type PostComment } from '@kc/shared';
import type { Db } from '../../db/client.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { AppError } from '../../plugins/app/errors.js';
import { notify } from '../message/message.repository.js';
import { actable, refuseAcrossBlock, seeable } from './post-access.js';
import { setCommentState, type PostRepository } from './post.repository.js';
import { pageOf, pageStart } from '../../lib/keyset.js';
import { toComment, type Parsed } from './post.view.js';

const COMMENT_GONE = '评论不存在或已被删除';

/** A comment as its notice quotes it. */
const quote = (body: string) => (body.length > 40 ? `${body.slice(0, 40)}…` : body);

/**
 * Comments of posts (docs/community.md): on visible posts only, replies to a visible comment of the same post,
 * listed oldest first; posts.comment_count counts the visible ones, exactly (the insert and the count in one
 * transaction; state changes through setCommentState). Part of `services.posts`.
 */
export function commentService(deps: { db: Db; repo: PostRepository; limits: RateLimiter }) {
  const { db, repo, limits } = deps;
  return {
    /** bbsComments: the post as the caller may see it, then its comments, oldest first, keyset */
    async comments(viewer: number | null, q: Parsed<typeof bbsComments>) {
      const post = await seeable(repo, await repo.card(q.post_id), viewer);
      const start = pageStart(q);
      const rows = await repo.comments({
        postId: q.post_id,
        viewer,
        after: start.key,
        offset: start.offset,
        limit: start.limit,
      });
      const ctx = { viewer, postAuthor: post.p.userId, postVisible: post.p.state === 'visible' };
      return pageOf(
        rows,
        q.page_size,
        (r) => r.c.id,
        (r) => toComment(r, ctx),
      );
    },

    /**
     * bbsComment: rate limited; on a visible post, not across a block (with the post's author, nor with the author
     * of the comment answered). The post's author is told of a comment by someone else; the author of the comment
     * answered, of a reply.
     */
    async comment(uid: number, q: Parsed<typeof bbsComment>, ip: string): Promise<PostComment> {
      await limits.hit('comment', uid, ip);
      const post = await actable(repo, q.post_id, uid);
      let replyAuthor: number | null = null;
      if (q.reply_to !== undefined) {
        const to = await repo.comment(q.reply_to);
        if (!to || to.postId !== q.post_id || to.state !== 'visible')
          throw new AppError(ErrorCode.NOT_FOUND, COMMENT_GONE);
        await refuseAcrossBlock(repo, uid, to.userId);
        replyAuthor = to.userId;
      }
      const link = `/post/${q.post_id}`;
      const c = await db.transaction(async (tx) => {
        const row = await repo.insertComment(tx, {
          postId: q.post_id,
          userId: uid,
          body: q.body,
          replyTo: q.reply_to ?? null,
        });
        const name = await repo.nickname(uid, tx);
        if (post.p.userId !== uid)
          await notify(tx, post.p.userId, 'community', '你的帖子有新评论', `${name}：${quote(q.body)}`, link);
        if (replyAuthor !== null && replyAuthor !== uid && replyAuthor !== post.p.userId)
          await notify(tx, replyAuthor, 'community', '你的评论有新回复', `${name}：${quote(q.body)}`, link);
        return row;
      });
      const [card] = await repo.comments({ postId: q.post_id, viewer: uid, after: c.id - 1, offset: 0, limit: 1 });
      return toComment(card!, { viewer: uid, postAuthor: post.p.userId, postVisible: true });
    },

    /** bbsCommentDelete: the comment's author or the post's author; kept as deleted, comment_count down */
    async deleteComment(uid: number, q: Parsed<typeof bbsCommentDelete>): Promise<{ ok: true }> {
      const c = await repo.comment(q.id);
      if (!c || c.state === 'deleted') throw new AppError(ErrorCode.NOT_FOUND, COMMENT_GONE);
      const post = await repo.card(c.postId);
      if (c.userId !== uid && post?.p.userId !== uid)
        throw new AppError(ErrorCode.FORBIDDEN, '只能删除自己的评论或自己帖子下的评论');
      const changed = await db.transaction((tx) => setCommentState(tx, q.id, 'deleted'));
      if (changed === undefined) throw new AppError(ErrorCode.NOT_FOUND, COMMENT_GONE);
      return { ok: true };
    },
  };
}

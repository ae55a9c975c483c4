import {
  bbsComment,
  bbsCommentDelete,
  bbsComments,
  bbsCreate,
  bbsDelete,
  bbsDoLike,
  bbsFavorite,
  bbsList,
  bbsRelay,
  bbsShow,
  bbsTags,
  bbsUpdate,
} from '@kc/shared';
import { me } from '../../plugins/app/contract.js';
import type { Module } from '../module.js';

/** Community posts, comments, reposts, likes, favourites, feeds and tags (docs/community.md). */
export const postModule: Module = ({ register, services: { posts } }) => {
  register(bbsCreate, (q, ctx) => posts.create(me(ctx).uid, q, ctx.ip));
  register(bbsUpdate, (q, ctx) => posts.update(me(ctx).uid, q));
  register(bbsDelete, (q, ctx) => posts.remove(me(ctx).uid, q));
  register(bbsShow, (q, ctx) => posts.show(ctx.user?.uid ?? null, q));
  register(bbsList, (q, ctx) => posts.list(ctx.user, q), { session: 'in-statement' });
  register(bbsDoLike, (q, ctx) => posts.like(me(ctx).uid, q, ctx.ip));
  register(bbsFavorite, (q, ctx) => posts.favorite(me(ctx).uid, q, ctx.ip));
  register(bbsRelay, (q, ctx) => posts.relay(me(ctx).uid, q, ctx.ip));
  register(bbsTags, (q) => posts.tags(q));
  register(bbsComments, (q, ctx) => posts.comments(ctx.user?.uid ?? null, q));
  register(bbsComment, (q, ctx) => posts.comment(me(ctx).uid, q, ctx.ip));
  register(bbsCommentDelete, (q, ctx) => posts.deleteComment(me(ctx).uid, q));
};

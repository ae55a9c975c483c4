import {
  centerAlbum,
  centerAlbumDel,
  centerAlbumList,
  centerAvatar,
  centerBlock,
  centerBlockList,
  centerCoverImage,
  centerIndex,
  followList,
  userFollow,
} from '@kc/shared';
import { me, type CallContext } from '../../plugins/app/contract.js';
import type { Module } from '../module.js';

/** Personal pages, follows, blocks and the album (docs/community.md). */
export const personalModule: Module = ({ register, services: { people } }) => {
  const uid = (ctx: CallContext) => me(ctx).uid;
  const viewer = (ctx: CallContext) => ctx.user?.uid ?? null;

  register(centerIndex, (q, ctx) => people.index(viewer(ctx), q));
  register(userFollow, (q, ctx) => people.follow(uid(ctx), q, ctx.ip));
  register(followList, (q, ctx) => people.followList(viewer(ctx), q));
  register(centerBlock, (q, ctx) => people.block(uid(ctx), q));
  register(centerBlockList, (q, ctx) => people.blockList(uid(ctx), q));
  register(centerCoverImage, (q, ctx) => people.setCover(uid(ctx), q.coverimage));
  register(centerAvatar, (q, ctx) => people.setAvatar(uid(ctx), q.headimg));
  register(centerAlbum, (q, ctx) => people.albumAdd(uid(ctx), q, ctx.ip));
  register(centerAlbumList, (q, ctx) => people.albumList(viewer(ctx), q));
  register(centerAlbumDel, (q, ctx) => people.albumDelete(uid(ctx), q));
};

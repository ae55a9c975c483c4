import type { z } from 'zod';
import {
  ErrorCode,
  type CallData,
  type CallDef,
  type centerAlbum,
  type centerAlbumDel,
  type centerAlbumList,
  type centerBlock,
  type centerBlockList,
  type centerIndex,
  type followList,
  type Profile,
  type userFollow,
} from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { toSecs } from '../../lib/time.js';
import { blockRule } from '../../lib/blocks.js';
import { AppError } from '../../plugins/app/errors.js';
import { personalRepository, type AlbumInsert } from './personal.repository.js';
import { pageOf, pageStart } from '../../lib/keyset.js';
import { badgesOf } from '../../lib/badges.js';
import { NO_RELATION, toAlbumItem, toProfile } from './personal.view.js';

type Q<C> = C extends CallDef<infer Query, z.ZodType> ? z.output<Query> : never;

const NOT_FOUND = '用户不存在';
/** the block messages of every community action across a block (docs/community.md) */

const session = () => new AppError(ErrorCode.SESSION_INVALID);
const notFound = () => new AppError(ErrorCode.NOT_FOUND, NOT_FOUND);

/**
 * Personal pages, follows, blocks and the album (docs/community.md). Follow and block counters change only in the
 * transaction of the pair's insert or delete, after both people's rows are locked in id order.
 */
export function personalService(deps: { db: Db; limits: RateLimiter; clock: Clock }) {
  const { db, limits, clock } = deps;
  const repo = personalRepository(db);

  /** the person a list or page is about: `uid`, else the caller (30000 without a session) */
  const subject = (viewer: number | null, uid: number | undefined): number => {
    if (uid !== undefined) return uid;
    if (viewer === null) throw session();
    return viewer;
  };

  /** a live person the viewer may see: 10004 用户不存在 when gone or when they blocked the viewer */
  const visiblePerson = async (viewer: number | null, uid: number) => {
    const row = await repo.profile(uid);
    if (!row) throw notFound();
    const rel = viewer === null || viewer === uid ? null : await repo.relation(viewer, uid);
    if (rel?.blockedBy) throw notFound();
    return { row, rel };
  };

  /** 10003 across a block, naming who blocked whom */
  const refuseAcrossBlock = (rel: { blocking: boolean; blockedBy: boolean }) => {
    blockRule.refuse(rel.blocking ? 'blocking' : rel.blockedBy ? 'blockedBy' : null);
  };

  const ownProfile = async (uid: number, row: Parameters<typeof toProfile>[0]): Promise<Profile> =>
    toProfile(row, await repo.favoriteCount(uid));

  return {
    async index(viewer: number | null, q: Q<typeof centerIndex>): Promise<CallData<typeof centerIndex>> {
      let uid = q.uid;
      if (uid === undefined && q.nickname) {
        uid = await repo.idByNickname(q.nickname);
        if (uid === undefined) throw notFound();
      }
      uid = subject(viewer, uid);
      const { row, rel } = await visiblePerson(viewer, uid);
      if (viewer === uid) return { profile: await ownProfile(uid, row), relation: { ...NO_RELATION, is_me: true } };
      return {
        profile: toProfile(row),
        relation: rel
          ? { is_me: false, following: rel.following, followed_by: rel.followedBy, blocking: rel.blocking }
          : NO_RELATION,
      };
    },

    async follow(me: number, q: Q<typeof userFollow>, ip: string): Promise<CallData<typeof userFollow>> {
      if (q.getstatus === 1) {
        if (!(await repo.profile(q.u))) throw notFound();
        const rel = await repo.relation(me, q.u);
        return { following: rel.following, followed_by: rel.followedBy, follower_count: await repo.followerCount(q.u) };
      }
      if (q.u === me) throw new AppError(ErrorCode.VALIDATION, '不能关注自己');
      await limits.hit('follow', me, ip);
      return db.transaction(async (tx) => {
        if ((await repo.lockPair(tx, me, q.u)) < 2) throw notFound();
        const rel = await repo.relation(me, q.u, tx);
        if (q.f === 1) {
          refuseAcrossBlock(rel);
          await repo.follow(tx, me, q.u, clock.now());
        } else await repo.unfollow(tx, me, q.u);
        return { following: q.f === 1, followed_by: rel.followedBy, follower_count: await repo.followerCount(q.u, tx) };
      });
    },

    async followList(viewer: number | null, q: Q<typeof followList>): Promise<CallData<typeof followList>> {
      const uid = subject(viewer, q.uid);
      const start = pageStart(q);
      await visiblePerson(viewer, uid);
      const rows = await repo.followPage({ uid, type: q.type, viewer, before: start.key || null, size: q.page_size });
      return pageOf(
        rows,
        q.page_size,
        (r) => r.followId,
        (r) => ({
          uid: r.uid,
          nickname: r.nickname,
          avatar: r.headimg,
          badges: badgesOf(r.carOwner),
          signature: r.signature,
          following: r.following,
        }),
      );
    },

    async block(me: number, q: Q<typeof centerBlock>): Promise<CallData<typeof centerBlock>> {
      if (q.uid === me) throw new AppError(ErrorCode.VALIDATION, '不能拉黑自己');
      return db.transaction(async (tx: Tx) => {
        const live = await repo.lockPair(tx, me, q.uid);
        if (q.block === 0) {
          await repo.unblock(tx, me, q.uid);
          return { blocking: false };
        }
        if (live < 2) throw notFound();
        await repo.block(tx, me, q.uid, clock.now());
        // a block ends the follows both ways, each with its counters, in the block's transaction
        for (const f of await repo.followsBetween(tx, me, q.uid)) await repo.unfollow(tx, f.follower, f.followee);
        return { blocking: true };
      });
    },

    async blockList(me: number, q: Q<typeof centerBlockList>): Promise<CallData<typeof centerBlockList>> {
      const { list, count } = await repo.blockPage(me, q);
      return {
        list: list.map((r) => ({
          uid: r.uid,
          nickname: r.nickname,
          avatar: r.headimg,
          badges: badgesOf(r.carOwner),
          block_time: toSecs(r.blockedAt),
        })),
        count,
        page_size: q.page_size,
      };
    },

    async setCover(me: number, coverimage: string): Promise<Profile> {
      const row = await repo.setImage(me, { coverImage: coverimage });
      if (!row) throw session();
      return ownProfile(me, row);
    },

    async setAvatar(me: number, headimg: string): Promise<Profile> {
      const row = await repo.setImage(me, { headimg });
      if (!row) throw session();
      return ownProfile(me, row);
    },

    async albumAdd(me: number, q: Q<typeof centerAlbum>, ip: string): Promise<CallData<typeof centerAlbum>> {
      await limits.hit('album', me, ip);
      const at = clock.now();
      const rows: AlbumInsert[] = [
        ...q.images.map((url) => ({ userId: me, kind: 'image' as const, url, cover: url, createdAt: at })),
        ...q.videos.map((v) => ({ userId: me, kind: 'video' as const, url: v.url, cover: v.cover, createdAt: at })),
      ];
      const added = await db.transaction((tx) => repo.addAlbum(tx, rows));
      return { list: added.map(toAlbumItem) };
    },

    async albumList(viewer: number | null, q: Q<typeof centerAlbumList>): Promise<CallData<typeof centerAlbumList>> {
      const uid = subject(viewer, q.uid);
      const { rel } = await visiblePerson(viewer, uid);
      if (rel?.blocking) return { list: [], count: 0, page_size: q.page_size };
      // the owner also sees what a report hid or the auditor took down, with its state
      const { list, count } = await repo.albumPage(uid, q.kind, q, uid === viewer);
      return { list: list.map(toAlbumItem), count, page_size: q.page_size };
    },

    async albumDelete(me: number, q: Q<typeof centerAlbumDel>): Promise<CallData<typeof centerAlbumDel>> {
      const ids = [...new Set(q.ids)];
      return db.transaction(async (tx) => {
        const deleted = await repo.deleteAlbum(tx, me, ids);
        // all or nothing: one id that is not mine (or already deleted) rolls the others back
        if (deleted.length !== ids.length) throw new AppError(ErrorCode.FORBIDDEN, '只能删除自己相册中的内容');
        return { deleted: deleted.length };
      });
    },
  };
}
export type PersonalService = ReturnType<typeof personalService>;

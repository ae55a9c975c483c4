import { and, asc, count, desc, eq, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ContentState } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import { blockRule } from '../../lib/blocks.js';
import { albumItems, blocks, follows, postFavorites, posts, users } from '../../db/schema.js';

export type AlbumRow = typeof albumItems.$inferSelect;
export type AlbumInsert = typeof albumItems.$inferInsert;
type Paging = { page: number; page_size: number };

/**
 * The one writer of an album item's state besides the owner's own delete (docs/community.md): the report module
 * hides, unhides and removes through it. A deleted item stays deleted. True when the state changed. Album items
 * carry no counter, so nothing else moves.
 */
export async function setAlbumState(tx: Tx, id: number, state: ContentState): Promise<boolean> {
  const changed = await tx
    .update(albumItems)
    .set({ state })
    .where(and(eq(albumItems.id, id), ne(albumItems.state, 'deleted'), ne(albumItems.state, state)))
    .returning({ id: albumItems.id });
  return changed.length > 0;
}

const profileColumns = {
  id: users.id,
  nickname: users.nickname,
  headimg: users.headimg,
  coverImage: users.coverImage,
  signature: users.signature,
  postCount: users.postCount,
  followerCount: users.followerCount,
  followingCount: users.followingCount,
  carOwner: users.carOwner,
};
export type ProfileRow = { [K in keyof typeof profileColumns]: (typeof profileColumns)[K]['_']['data'] };

type Ref = number | SQL | PgColumn;
const exists = (q: SQL) => sql<boolean>`exists (${q})`;
const followsPair = (from: Ref, to: Ref) =>
  exists(sql`select 1 from ${follows} f where f.follower_id = ${from} and f.followee_id = ${to}`);
const blocksPair = (from: Ref, to: Ref) =>
  exists(sql`select 1 from ${blocks} b where b.blocker_id = ${from} and b.blocked_id = ${to}`);

/** Every query of personal pages, follows, blocks and the album (docs/community.md). */
export function personalRepository(db: Db) {
  /** moves the follow counters of one pair by `by` (both rows are locked by lockPair first) */
  const bumpFollow = async (tx: Tx, follower: number, followee: number, by: 1 | -1) => {
    await tx
      .update(users)
      .set({ followerCount: sql`${users.followerCount} + ${by}` })
      .where(eq(users.id, followee));
    await tx
      .update(users)
      .set({ followingCount: sql`${users.followingCount} + ${by}` })
      .where(eq(users.id, follower));
  };

  return {
    /** a live person's page row */
    profile: async (id: number, tx: Db | Tx = db): Promise<ProfileRow | undefined> =>
      (
        await tx
          .select(profileColumns)
          .from(users)
          .where(and(eq(users.id, id), isNull(users.deletedAt)))
          .limit(1)
      )[0],

    /** the live person with that nickname (the oldest account when several share it) */
    idByNickname: async (nickname: string): Promise<number | undefined> =>
      (
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.nickname, nickname), isNull(users.deletedAt)))
          .orderBy(asc(users.id))
          .limit(1)
      )[0]?.id,

    /** the person's favourites of posts still visible */
    favoriteCount: async (uid: number): Promise<number> =>
      (
        await db
          .select({ n: count() })
          .from(postFavorites)
          .innerJoin(posts, eq(posts.id, postFavorites.postId))
          .where(and(eq(postFavorites.userId, uid), eq(posts.state, 'visible')))
      )[0]!.n,

    /** how `viewer` stands to `other`, in one statement */
    relation: async (viewer: number, other: number, tx: Db | Tx = db) =>
      (
        await tx
          .select({
            following: followsPair(viewer, other),
            followedBy: followsPair(other, viewer),
            blocking: blocksPair(viewer, other),
            blockedBy: blocksPair(other, viewer),
          })
          .from(users)
          .where(eq(users.id, other))
      )[0] ?? { following: false, followedBy: false, blocking: false, blockedBy: false },

    /**
     * Locks the two people's rows in id order (the same order in every follow, unfollow and block, so parallel ones
     * queue instead of deadlocking, and a follow cannot slip past a block made at the same time): how many are live.
     */
    lockPair: async (tx: Tx, a: number, b: number): Promise<number> =>
      (
        await tx
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, [a, b]), isNull(users.deletedAt)))
          .orderBy(asc(users.id))
          .for('no key update')
      ).length,

    /** the pair inserted once and both counters moved by that insert: true when it was new */
    follow: async (tx: Tx, follower: number, followee: number, at: Date): Promise<boolean> => {
      const added = await tx
        .insert(follows)
        .values({ followerId: follower, followeeId: followee, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: follows.id });
      if (added.length === 0) return false;
      await bumpFollow(tx, follower, followee, 1);
      return true;
    },

    /** the pair deleted and both counters moved by that delete: true when there was one */
    unfollow: async (tx: Tx, follower: number, followee: number): Promise<boolean> => {
      const gone = await tx
        .delete(follows)
        .where(and(eq(follows.followerId, follower), eq(follows.followeeId, followee)))
        .returning({ id: follows.id });
      if (gone.length === 0) return false;
      await bumpFollow(tx, follower, followee, -1);
      return true;
    },

    followerCount: async (id: number, tx: Db | Tx = db): Promise<number> =>
      (await tx.select({ n: users.followerCount }).from(users).where(eq(users.id, id)))[0]?.n ?? 0,

    /**
     * One page of whom `uid` follows (following) or who follows them (followers), newest follow first, after the
     * follow id `before`; live people only, those blocked either way by the viewer left out; `following` = the
     * viewer follows them. `size + 1` rows are read so the caller knows whether more follow.
     */
    followPage: async (q: {
      uid: number;
      type: 'following' | 'followers';
      viewer: number | null;
      before: number | null;
      size: number;
    }) => {
      const [mine, theirs] =
        q.type === 'following' ? [follows.followerId, follows.followeeId] : [follows.followeeId, follows.followerId];
      return db
        .select({
          followId: follows.id,
          uid: users.id,
          nickname: users.nickname,
          headimg: users.headimg,
          signature: users.signature,
          carOwner: users.carOwner,
          following: q.viewer === null ? sql<boolean>`false` : followsPair(q.viewer, users.id),
        })
        .from(follows)
        .innerJoin(users, eq(users.id, theirs))
        .where(
          and(
            eq(mine, q.uid),
            q.before === null ? undefined : lt(follows.id, q.before),
            isNull(users.deletedAt),
            blockRule.visibleTo(q.viewer, users.id),
          ),
        )
        .orderBy(desc(follows.id))
        .limit(q.size + 1);
    },

    /** the block inserted once (true when new) */
    block: async (tx: Tx, blocker: number, blocked: number, at: Date): Promise<boolean> =>
      (
        await tx
          .insert(blocks)
          .values({ blockerId: blocker, blockedId: blocked, createdAt: at })
          .onConflictDoNothing()
          .returning({ id: blocks.id })
      ).length > 0,

    unblock: async (tx: Tx, blocker: number, blocked: number): Promise<boolean> =>
      (
        await tx
          .delete(blocks)
          .where(and(eq(blocks.blockerId, blocker), eq(blocks.blockedId, blocked)))
          .returning({ id: blocks.id })
      ).length > 0,

    /** the follows between two people, both ways (to be removed one by one with their counters) */
    followsBetween: async (tx: Tx, a: number, b: number) =>
      tx
        .select({ follower: follows.followerId, followee: follows.followeeId })
        .from(follows)
        .where(
          or(
            and(eq(follows.followerId, a), eq(follows.followeeId, b)),
            and(eq(follows.followerId, b), eq(follows.followeeId, a)),
          ),
        ),

    /** the people `blocker` blocked, newest block first */
    blockPage: async (blocker: number, q: Paging) => {
      const where = eq(blocks.blockerId, blocker);
      const [list, [total]] = await Promise.all([
        db
          .select({
            uid: users.id,
            nickname: users.nickname,
            headimg: users.headimg,
            carOwner: users.carOwner,
            blockedAt: blocks.createdAt,
          })
          .from(blocks)
          .innerJoin(users, eq(users.id, blocks.blockedId))
          .where(where)
          .orderBy(desc(blocks.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(blocks).where(where),
      ]);
      return { list, count: total!.n };
    },

    addAlbum: async (tx: Tx, rows: AlbumInsert[]): Promise<AlbumRow[]> =>
      tx.insert(albumItems).values(rows).returning(),

    /** a person's visible album items, newest first; with `own`, the hidden and removed ones too (the owner's view) */
    albumPage: async (uid: number, kind: 'image' | 'video' | undefined, q: Paging, own = false) => {
      const where = and(
        eq(albumItems.userId, uid),
        own ? inArray(albumItems.state, ['visible', 'hidden', 'removed']) : eq(albumItems.state, 'visible'),
        kind === undefined ? undefined : eq(albumItems.kind, kind),
      );
      const [list, [total]] = await Promise.all([
        db
          .select()
          .from(albumItems)
          .where(where)
          .orderBy(desc(albumItems.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(albumItems).where(where),
      ]);
      return { list, count: total!.n };
    },

    /** marks the owner's not yet deleted items among `ids` deleted: the ids that changed */
    deleteAlbum: async (tx: Tx, uid: number, ids: number[]): Promise<number[]> =>
      (
        await tx
          .update(albumItems)
          .set({ state: 'deleted' })
          .where(and(inArray(albumItems.id, ids), eq(albumItems.userId, uid), ne(albumItems.state, 'deleted')))
          .returning({ id: albumItems.id })
      ).map((r) => r.id),

    /** sets the cover or avatar of a live person: the new page row, or undefined when the person is gone */
    setImage: async (id: number, fields: { coverImage: string } | { headimg: string }) =>
      (
        await db
          .update(users)
          .set({ ...fields, updatedAt: sql`now()` })
          .where(and(eq(users.id, id), isNull(users.deletedAt)))
          .returning(profileColumns)
      )[0],
  };
}
export type PersonalRepository = ReturnType<typeof personalRepository>;

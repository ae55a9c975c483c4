import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  notInArray,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { INT32_MAX, type ContentState, type FeedKind, type PostLinkType } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import {
  events,
  follows,
  postComments,
  postFavorites,
  postLikes,
  posts,
  postTags,
  projects,
  rides,
  tags,
  users,
} from '../../db/schema.js';
import { blockRule } from '../../lib/blocks.js';
import type { AuthUser } from '../../plugins/app/contract.js';
import { liveSession } from '../user/session.repository.js';
import { likeCounter } from '../../lib/like-counter.js';

export type PostRow = typeof posts.$inferSelect;
export type PostInsert = typeof posts.$inferInsert;
export type CommentRow = typeof postComments.$inferSelect;
/** A post with its author's public fields. */
export type PostCard = {
  p: PostRow;
  nickname: string;
  avatar: string;
  /** the author's 认证车主 (users.car_owner) */
  carOwner: boolean;
  authorGone: boolean;
  /** whether the viewer read with it liked and favourited it (false without one) */
  liked: boolean;
  favorited: boolean;
};
/** A comment with its author's fields and the name it answers. */
export type CommentCard = {
  c: CommentRow;
  nickname: string;
  avatar: string;
  carOwner: boolean;
  replyNickname: string | null;
};
export type LinkCard = { type: PostLinkType; id: number; title: string; cover: string };

/**
 * From which states a post or comment may move to each state (the statement's own condition): hidden only from
 * visible (reported), visible again only from hidden (the auditor passed it), removed from visible or hidden (the
 * auditor took it down), deleted by the author from anything but deleted. A deleted thing never comes back.
 */
export const STATE_FROM: Record<ContentState, ContentState[]> = {
  hidden: ['visible'],
  visible: ['hidden'],
  removed: ['visible', 'hidden'],
  deleted: ['visible', 'hidden', 'removed'],
};

/** integers as one PostgreSQL array parameter ('{1,2,3}', cast to int[] in the statement), the same on both drivers */
const intArray = (ids: number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;

const bump = (by: number) => (by > 0 ? sql`+ ${by}` : sql`- ${-by}`);

/** users.post_count of the author by `by` (visible posts). */
const bumpPostCount = (tx: Tx, uid: number, by: number) =>
  tx
    .update(users)
    .set({ postCount: sql`${users.postCount} ${bump(by)}` })
    .where(eq(users.id, uid));

/** tags.post_count of these tags by `by`, one row at a time in id order (every writer locks tags in that order). */
async function bumpTags(tx: Tx, tagIds: number[], by: 1 | -1) {
  for (const id of [...tagIds].sort((a, b) => a - b))
    await tx
      .update(tags)
      .set({ postCount: sql`${tags.postCount} ${bump(by)}` })
      .where(eq(tags.id, id));
}

const tagIdsOf = async (tx: Db | Tx, postId: number) =>
  (await tx.select({ id: postTags.tagId }).from(postTags).where(eq(postTags.postId, postId))).map((r) => r.id);

/**
 * The one way a post's state changes (the author's delete, the report module's hide, pass and take-down): the row
 * locked, the move allowed by `STATE_FROM`, and the counters of visible things adjusted in the same transaction —
 * the author's post_count, the tags' post_count and, for a repost, its original's relay_count when the post stops or
 * starts being visible. Likes, favourites, comments and reposts are pairs and rows and stay as they are. Answers the state it had, or undefined when nothing
 * changed (no such post, or a move not allowed: e.g. hiding a post the author has just deleted).
 */
export async function setPostState(
  tx: Tx,
  id: number,
  state: ContentState,
  reason = '',
): Promise<ContentState | undefined> {
  const [row] = await tx
    .select({ state: posts.state, userId: posts.userId, relayOf: posts.relayOf })
    .from(posts)
    .where(eq(posts.id, id))
    .for('update');
  if (!row || !STATE_FROM[state].includes(row.state)) return undefined;
  await tx
    .update(posts)
    .set({ state, stateReason: state === 'removed' ? reason : '' })
    .where(eq(posts.id, id));
  const was = row.state === 'visible';
  const now = state === 'visible';
  if (was !== now) {
    const by = now ? 1 : -1;
    await bumpTags(tx, await tagIdsOf(tx, id), by);
    await bumpPostCount(tx, row.userId, by);
    // a repost counts on its original while it is visible
    if (row.relayOf !== null)
      await tx
        .update(posts)
        .set({ relayCount: sql`${posts.relayCount} ${bump(by)}` })
        .where(eq(posts.id, row.relayOf));
  }
  return row.state;
}

/**
 * The one way a comment's state changes (its author's or the post author's delete, the report module's hide, pass and
 * take-down): the row locked, the move allowed by `STATE_FROM`, posts.comment_count (visible comments) adjusted in
 * the same transaction. Answers the state it had, or undefined when nothing changed.
 */
export async function setCommentState(
  tx: Tx,
  id: number,
  state: ContentState,
  reason = '',
): Promise<ContentState | undefined> {
  const [row] = await tx
    .select({ state: postComments.state, postId: postComments.postId })
    .from(postComments)
    .where(eq(postComments.id, id))
    .for('update');
  if (!row || !STATE_FROM[state].includes(row.state)) return undefined;
  await tx
    .update(postComments)
    .set({ state, stateReason: state === 'removed' ? reason : '' })
    .where(eq(postComments.id, id));
  const was = row.state === 'visible';
  const now = state === 'visible';
  if (was !== now)
    await tx
      .update(posts)
      .set({ commentCount: sql`${posts.commentCount} ${bump(now ? 1 : -1)}` })
      .where(eq(posts.id, row.postId));
  return row.state;
}

/** A keyword as an ILIKE "contains" pattern, its wildcards escaped. */
const contains = (keyword: string) => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

/** Every query on posts, tags, likes, favourites and comments (docs/community.md). */
export function postRepository(db: Db) {
  const likes = likeCounter({
    likes: postLikes,
    target: postLikes.postId,
    user: postLikes.userId,
    row: (postId, userId) => ({ postId, userId }),
    counted: posts,
    id: posts.id,
    count: posts.likeCount,
    countKey: 'likeCount',
  });
  const favorites = likeCounter({
    likes: postFavorites,
    target: postFavorites.postId,
    user: postFavorites.userId,
    row: (postId, userId) => ({ postId, userId }),
    counted: posts,
    id: posts.id,
    count: posts.favoriteCount,
    countKey: 'favoriteCount',
  });

  /**
   * a post with its author, and the viewer's like and favourite read in the same statement; the viewer is a number,
   * null (nobody: false), or a prepared statement's parameter (0 for nobody: no like or favourite has user 0)
   */
  const cardOf = (viewer: number | null | SQL) => ({
    p: posts,
    nickname: users.nickname,
    avatar: users.headimg,
    carOwner: users.carOwner,
    authorGone: sql<boolean>`${users.deletedAt} is not null`,
    liked:
      viewer === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${postLikes} l where l.post_id = ${posts.id} and l.user_id = ${viewer})`,
    favorited:
      viewer === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${postFavorites} f where f.post_id = ${posts.id} and f.user_id = ${viewer})`,
  });
  const card = cardOf(null);

  /**
   * The feeds' statements, each prepared once per kind and page size: a feed page is the community's hottest read,
   * building the query with Drizzle on every request cost more than running it, and PostgreSQL keeps a prepared
   * statement's generic plan (planned once a connection) only when its LIMIT is a constant — with a parameter it
   * planned every call anew, 0.7 ms against 0.13 ms of execution. The caller's session is checked inside the
   * statement (bbsList is registered `in-statement`): the viewer is the caller while their session is live, else
   * nobody (0), and every row says which (`viewer`). Parameters: `vuid` and `vsid` (the token's user and session; 0
   * for nobody), `before` (the keyset: rows with a smaller sort key; INT32_MAX for the first page), `skip` (only in
   * the variant for the spec's page numbers), and per kind `uid` or `tag`. Every kind reads an index in order
   * (posts_feed, posts_user, post_tags_feed, post_favorites_user) and stops at the limit: no count.
   */
  const vuid = sql.placeholder('vuid');
  const viewer = sql<number>`(case when ${liveSession({ uid: vuid, sessionId: sql.placeholder('vsid') })} then ${vuid} else 0 end)`;
  const before = sql.placeholder('before');
  const notBlocked = blockRule.visibleTo(viewer, posts.userId);
  const readable = and(eq(posts.state, 'visible'), notBlocked, isNull(users.deletedAt));
  const fromPosts = (where: SQL | undefined) =>
    db
      .select({ ...cardOf(viewer), key: posts.id, viewer })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userId))
      .where(and(lt(posts.id, before), where))
      .orderBy(desc(posts.id))
      .$dynamic();
  const feedOf: Record<FeedKind, () => FeedQueryBuilder> = {
    latest: () => fromPosts(readable),
    following: () =>
      fromPosts(
        and(
          readable,
          inArray(
            posts.userId,
            db.select({ id: follows.followeeId }).from(follows).where(eq(follows.followerId, viewer)),
          ),
        ),
      ),
    // the author also sees their own hidden and removed posts
    user: () =>
      fromPosts(
        and(
          eq(posts.userId, sql.placeholder('uid')),
          or(eq(posts.state, 'visible'), and(eq(posts.userId, viewer), inArray(posts.state, ['hidden', 'removed']))),
          notBlocked,
          isNull(users.deletedAt),
        ),
      ),
    tag: () =>
      db
        .select({ ...cardOf(viewer), key: postTags.postId, viewer })
        .from(postTags)
        .innerJoin(posts, eq(posts.id, postTags.postId))
        .innerJoin(users, eq(users.id, posts.userId))
        .where(
          and(
            eq(postTags.tagId, sql`(select ${tags.id} from ${tags} where ${tags.name} = ${sql.placeholder('tag')})`),
            lt(postTags.postId, before),
            readable,
          ),
        )
        .orderBy(desc(postTags.postId))
        .$dynamic(),
    favorite: () =>
      db
        .select({ ...cardOf(viewer), key: postFavorites.id, viewer })
        .from(postFavorites)
        .innerJoin(posts, eq(posts.id, postFavorites.postId))
        .innerJoin(users, eq(users.id, posts.userId))
        .where(and(eq(postFavorites.userId, viewer), lt(postFavorites.id, before), readable))
        .orderBy(desc(postFavorites.id))
        .$dynamic(),
  };
  const feedStatements = new Map<string, FeedStatement>();
  /** the statement of a kind and a limit (page_size + 1, at most 51), with OFFSET for the spec's page numbers */
  const feedStatement = (kind: FeedKind, limit: number, offset: boolean): FeedStatement => {
    const name = `feed_${kind}_${limit}${offset ? '_offset' : ''}`;
    let s = feedStatements.get(name);
    if (!s) {
      // a constant LIMIT (Drizzle would send a number as a parameter): see above
      const q = feedOf[kind]().limit(sql.raw(String(Math.trunc(limit))) as unknown as number);
      s = (offset ? q.offset(sql.placeholder('skip')) : q).prepare(name);
      feedStatements.set(name, s);
    }
    return s;
  };
  let overlay: OverlayStatement | undefined;
  const overlayStatement = (): OverlayStatement => {
    const v = sql<number>`one.v`;
    const reader = sql`(select case when ${liveSession({ uid: sql`x.uid`, sessionId: sql`x.sid` })} then x.uid else 0 end as v)`;
    return (overlay ??= db
      .select({
        viewer: v,
        liked: sql<
          number[]
        >`array(select l.post_id from ${postLikes} l where l.user_id = ${v} and l.post_id = any(${sql.placeholder('posts')}::int[]))`,
        favorited: sql<
          number[]
        >`array(select f.post_id from ${postFavorites} f where f.user_id = ${v} and f.post_id = any(${sql.placeholder('posts')}::int[]))`,
        blocked: blockRule.among(v, sql`${sql.placeholder('authors')}::int[]`),
      })
      .from(
        sql`unnest(${sql.placeholder('uids')}::int[], ${sql.placeholder('sids')}::int[]) with ordinality as x(uid, sid, i) cross join lateral ${reader} as one`,
      )
      .orderBy(sql`x.i`)
      .prepare('feed_viewers'));
  };
  return {
    likes,
    favorites,

    /** the person's live row (posting rules read their age) */
    person: async (uid: number) =>
      (
        await db
          .select({ id: users.id, nickname: users.nickname, createdAt: users.createdAt })
          .from(users)
          .where(and(eq(users.id, uid), isNull(users.deletedAt)))
      )[0],

    /**
     * What posts may link to, of these, while public: running events, published rides, published exhibitions (the
     * ones not public any more are left out).
     */
    async links(refs: { type: PostLinkType; id: number }[]): Promise<LinkCard[]> {
      const ids = (type: PostLinkType) => [...new Set(refs.filter((r) => r.type === type).map((r) => r.id))];
      const [funly, ride, exhibition] = [ids('funly'), ids('ride'), ids('exhibition')];
      const [e, r, x] = await Promise.all([
        funly.length === 0
          ? []
          : db
              .select({ id: events.id, title: events.title, cover: events.cover })
              .from(events)
              .where(and(inArray(events.id, funly), eq(events.state, 'running'), isNull(events.deletedAt))),
        ride.length === 0
          ? []
          : db
              .select({ id: rides.id, title: rides.title, cover: rides.cover })
              .from(rides)
              .where(and(inArray(rides.id, ride), eq(rides.state, 'published'))),
        exhibition.length === 0
          ? []
          : db
              .select({ id: projects.id, title: projects.name, cover: projects.cover })
              .from(projects)
              .where(
                and(inArray(projects.id, exhibition), eq(projects.state, 'published'), isNull(projects.deletedAt)),
              ),
      ]);
      return [
        ...e.map((l) => ({ ...l, type: 'funly' as const })),
        ...r.map((l) => ({ ...l, type: 'ride' as const })),
        ...x.map((l) => ({ ...l, type: 'exhibition' as const })),
      ];
    },

    /** whether the author posted this content since `since` (the duplicate rule when the Kv key is gone) */
    postedSince: async (uid: number, hash: string, since: Date): Promise<boolean> =>
      (
        await db
          .select({ id: posts.id })
          .from(posts)
          .where(
            and(
              eq(posts.userId, uid),
              eq(posts.contentHash, hash),
              gte(posts.createdAt, since),
              inArray(posts.state, ['visible', 'hidden']),
            ),
          )
          .limit(1)
      ).length > 0,

    /**
     * The tags of these names, created when new (outside the post's transaction: a tag nobody uses yet counts 0
     * posts), in the order given.
     */
    async ensureTags(names: string[]): Promise<{ id: number; name: string }[]> {
      if (names.length === 0) return [];
      await db
        .insert(tags)
        .values([...names].sort().map((name) => ({ name })))
        .onConflictDoNothing();
      const found = await db.select({ id: tags.id, name: tags.name }).from(tags).where(inArray(tags.name, names));
      return names.map((n) => found.find((t) => t.name === n)!);
    },

    /** a new post, counted: the author's post_count and its tags' post_count +1 (it is visible) */
    async insert(tx: Tx, row: PostInsert, tagIds: number[]): Promise<PostRow> {
      const [p] = await tx.insert(posts).values(row).returning();
      if (tagIds.length > 0) await tx.insert(postTags).values(tagIds.map((tagId) => ({ postId: p!.id, tagId })));
      await bumpTags(tx, tagIds, 1);
      await bumpPostCount(tx, row.userId, 1);
      return p!;
    },

    /** a repost's original counts one more repost */
    countRelay: (tx: Tx, rootId: number) =>
      tx
        .update(posts)
        .set({ relayCount: sql`${posts.relayCount} + 1` })
        .where(eq(posts.id, rootId)),

    /** the post locked for a change */
    lock: async (tx: Tx, id: number): Promise<PostRow | undefined> =>
      (await tx.select().from(posts).where(eq(posts.id, id)).for('update'))[0],

    /**
     * Changes a locked post's content and sets its tags to `tagIds`: the pairs added and removed, and while the post
     * is visible the tags' counts by exactly those pairs.
     */
    async update(tx: Tx, p: PostRow, set: Partial<PostInsert>, tagIds: number[]): Promise<PostRow> {
      const [row] = await tx
        .update(posts)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(posts.id, p.id))
        .returning();
      const gone = (
        await tx
          .delete(postTags)
          .where(and(eq(postTags.postId, p.id), tagIds.length > 0 ? notInArray(postTags.tagId, tagIds) : undefined))
          .returning({ id: postTags.tagId })
      ).map((r) => r.id);
      const added =
        tagIds.length === 0
          ? []
          : (
              await tx
                .insert(postTags)
                .values(tagIds.map((tagId) => ({ postId: p.id, tagId })))
                .onConflictDoNothing()
                .returning({ id: postTags.tagId })
            ).map((r) => r.id);
      if (p.state === 'visible') {
        await bumpTags(tx, gone, -1);
        await bumpTags(tx, added, 1);
      }
      return row!;
    },

    /** a post with its author (any state) */
    card: async (id: number, viewer: number | null = null, tx: Db | Tx = db): Promise<PostCard | undefined> =>
      (
        await tx.select(cardOf(viewer)).from(posts).innerJoin(users, eq(users.id, posts.userId)).where(eq(posts.id, id))
      )[0],

    cards: async (ids: number[]): Promise<PostCard[]> =>
      ids.length === 0
        ? []
        : db.select(card).from(posts).innerJoin(users, eq(users.id, posts.userId)).where(inArray(posts.id, ids)),

    /**
     * One page of a feed, newest first: rows with their sort key (the post id; the favourite's id for `favorite`),
     * after the keyset `before` (exclusive) or skipping `offset` rows; `limit` rows at most. Every kind reads an
     * index in order (posts_feed, posts_user, post_tags_feed, post_favorites_user) and stops at `limit`: no count.
     */
    async feed(q: FeedQuery): Promise<{ row: PostCard; key: number; viewer: number }[]> {
      const rows = await feedStatement(q.kind, q.limit, q.offset > 0).execute({
        vuid: q.viewer?.uid ?? 0,
        vsid: q.viewer?.sessionId ?? 0,
        before: q.before || INT32_MAX,
        skip: q.offset,
        uid: q.uid ?? 0,
        tag: q.tag ?? '',
      });
      return rows.map(({ key, viewer, ...row }) => ({ row, key, viewer }));
    },

    /** of these people, the ones blocked either way by the viewer */
    blockedAmong: async (viewer: number, uids: number[]): Promise<Set<number>> => {
      if (uids.length === 0) return new Set();
      const [r] = await db
        .select({ ids: blockRule.among(viewer, sql`${intArray(uids)}::int[]`) })
        .from(sql`(select 1) as one`);
      return new Set(r!.ids);
    },

    /**
     * What a page read as nobody (a public feed page, kept a moment: post.service.ts) needs of each of these callers,
     * in one statement for them all: the viewer (the caller while their session is live, else 0), which of the page's
     * posts they liked and favourited, and who of `authors` is blocked either way (lib/blocks.ts). In the callers'
     * order.
     */
    viewersOf: (callers: AuthUser[], postIds: number[], authors: number[]) =>
      overlayStatement().execute({
        uids: intArray(callers.map((c) => c.uid)),
        sids: intArray(callers.map((c) => c.sessionId)),
        posts: intArray(postIds),
        authors: intArray(authors),
      }),

    /** which way a block goes between two people (lib/blocks.ts) */
    blockBetween: (me: number, other: number, tx: Db | Tx = db) => blockRule.between(tx, me, other),

    /** the counters of a post as they are */
    counts: async (id: number, tx: Db | Tx = db) =>
      (
        await tx
          .select({ likeCount: posts.likeCount, favoriteCount: posts.favoriteCount })
          .from(posts)
          .where(eq(posts.id, id))
      )[0],

    // ------------------------------------------------------------ comments

    comment: async (id: number, tx: Db | Tx = db): Promise<CommentRow | undefined> =>
      (await tx.select().from(postComments).where(eq(postComments.id, id)))[0],

    /** a new visible comment, counted in posts.comment_count in the same transaction */
    async insertComment(
      tx: Tx,
      row: { postId: number; userId: number; body: string; replyTo: number | null },
    ): Promise<CommentRow> {
      const [c] = await tx.insert(postComments).values(row).returning();
      await tx
        .update(posts)
        .set({ commentCount: sql`${posts.commentCount} + 1` })
        .where(eq(posts.id, row.postId));
      return c!;
    },

    /** the post's comment count (visible comments) */
    commentCount: async (postId: number) =>
      (await db.select({ n: posts.commentCount }).from(posts).where(eq(posts.id, postId)))[0]?.n ?? 0,

    /**
     * One page of a post's comments, oldest first, after the keyset `after` (exclusive) or skipping `offset`: visible
     * ones, and the viewer's own hidden or taken-down ones; authors blocked either way by the viewer left out.
     */
    comments: async (q: {
      postId: number;
      viewer: number | null;
      after: number;
      offset: number;
      limit: number;
    }): Promise<CommentCard[]> => {
      const replied = sql`(select ru.nickname from ${postComments} rc join ${users} ru on ru.id = rc.user_id where rc.id = ${postComments.replyTo})`;
      return db
        .select({
          c: postComments,
          nickname: users.nickname,
          avatar: users.headimg,
          carOwner: users.carOwner,
          replyNickname: sql<string | null>`${replied}`,
        })
        .from(postComments)
        .innerJoin(users, eq(users.id, postComments.userId))
        .where(
          and(
            eq(postComments.postId, q.postId),
            q.after ? gt(postComments.id, q.after) : undefined,
            q.viewer === null
              ? eq(postComments.state, 'visible')
              : or(
                  eq(postComments.state, 'visible'),
                  and(eq(postComments.userId, q.viewer), inArray(postComments.state, ['hidden', 'removed'])),
                ),
            blockRule.visibleTo(q.viewer, postComments.userId),
            isNull(users.deletedAt),
          ),
        )
        .orderBy(asc(postComments.id))
        .limit(q.limit)
        .offset(q.offset);
    },

    /** a comment's author's name (回复 @x) */
    nickname: async (uid: number, tx: Db | Tx = db) =>
      (await tx.select({ n: users.nickname }).from(users).where(eq(users.id, uid)))[0]?.n ?? '',

    // ------------------------------------------------------------ tags

    /** tags whose name contains the keyword (all when empty), the most used first */
    tags: (keyword: string, limit: number) =>
      db
        .select({ id: tags.id, name: tags.name, post_count: tags.postCount })
        .from(tags)
        .where(keyword ? ilike(tags.name, contains(keyword)) : gt(tags.postCount, 0))
        .orderBy(desc(tags.postCount), asc(tags.id))
        .limit(limit),
  };
}
export type PostRepository = ReturnType<typeof postRepository>;

/** A feed's select before its limit, and its prepared statement (every kind answers the same row). */
type FeedRow = PostCard & { key: number; viewer: number };
type FeedStatement = { execute(params: Record<string, unknown>): Promise<FeedRow[]> };
type OverlayStatement = {
  execute(
    params: Record<string, unknown>,
  ): Promise<{ viewer: number; liked: number[]; favorited: number[]; blocked: number[] }[]>;
};
interface FeedQueryBuilder {
  limit(n: number): {
    offset(n: Placeholder): { prepare(name: string): FeedStatement };
    prepare(name: string): FeedStatement;
  };
}

/** What a feed page reads. */
export interface FeedQuery {
  kind: FeedKind;
  /** the token's caller (their session is checked in the statement) */
  viewer: AuthUser | null;
  uid?: number;
  tag?: string;
  /** keyset: rows with a smaller sort key */
  before: number;
  offset: number;
  limit: number;
}

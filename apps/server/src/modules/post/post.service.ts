import {
  ErrorCode,
  SANDBOX_IMAGES_MAX,
  type bbsCreate,
  type bbsDelete,
  type bbsDoLike,
  type bbsFavorite,
  type bbsList,
  type bbsRelay,
  type bbsShow,
  type bbsTags,
  type bbsUpdate,
  type FieldError,
  type Post,
} from '@kc/shared';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { Kv } from '../../plugins/app/kv.js';
import type { AuthUser } from '../../plugins/app/contract.js';
import { assertLive } from '../user/session.service.js';
import { AppError, validationError } from '../../plugins/app/errors.js';
import { commentService } from './comment.service.js';
import { actable, contentHash, GONE, refuseAcrossBlock, seeable } from './post-access.js';
import { postRepository, setPostState, type LinkCard, type PostCard, type PostRepository } from './post.repository.js';
import { pageOf, pageStart } from '../../lib/keyset.js';
import { toOrigin, toPost, type Parsed } from './post.view.js';
import { shortCache } from '../../lib/short-cache.js';
import { batcher, type Waiting } from '../../lib/batcher.js';

type FeedPage = Awaited<ReturnType<PostRepository['feed']>>;
type Reader = Awaited<ReturnType<PostRepository['viewersOf']>>[number];
/** a reader of a kept page waiting for their likes, favourites and blocks */
interface ReaderJob extends Waiting<Reader> {
  caller: AuthUser;
}
/** what posts show besides their own row: their links and the originals of reposts */
type Context = { links: LinkCard[]; roots: PostCard[] };

/**
 * The public feeds' pages as nobody reads them (latest and by tag: the community's hottest read), kept
 * `community.feedCacheMs` in this process and forgotten after every write of the post service and of moderation;
 * each caller then needs one small statement of their own (`viewersOf`) instead of the page's (docs/community.md).
 */
type KeptPage = { rows: FeedPage; ctx: Context };
export const publicFeedPages = (ms: number) => shortCache<KeptPage>({ ms, max: 500 });
export type PublicFeedPages = ReturnType<typeof publicFeedPages>;
/** a feed query's rows (everything but the viewer) */
const feedQuery = (q: Parsed<typeof bbsList>, start: ReturnType<typeof pageStart>) => ({
  kind: q.kind,
  uid: q.uid,
  tag: q.tag,
  before: start.key,
  offset: start.offset,
  limit: start.limit,
});

type Content = Parsed<typeof bbsCreate>;

/** Posts, comments, reposts, tags, likes, favourites and feeds (docs/community.md). */
export function postService(deps: {
  db: Db;
  limits: RateLimiter;
  community: Config['community'];
  clock: Clock;
  /** the duplicate-post key (`post:dup:<uid>:<hash>`), set once per author and content */
  kv: Kv;
  /** the kept public pages (publicFeedPages), forgotten after each write here */
  publicPages: PublicFeedPages;
}) {
  const { db, limits, community, clock, kv, publicPages } = deps;
  const repo = postRepository(db);

  /** what posts show besides their own row: their links and the originals of reposts, read in one go */
  async function contextOf(cards: PostCard[]) {
    const rootIds = [...new Set(cards.flatMap((c) => (c.p.relayOf === null ? [] : [c.p.relayOf])))];
    const refs = cards.flatMap((c) =>
      c.p.linkType && c.p.linkId !== null ? [{ type: c.p.linkType, id: c.p.linkId }] : [],
    );
    const [links, roots] = await Promise.all([repo.links(refs), repo.cards(rootIds)]);
    return { links, roots };
  }
  const rootAuthors = (ctx: Context) => [...new Set(ctx.roots.map((r) => r.p.userId))];

  /** posts as a caller sees them; `blocked`: the originals' authors blocked either way by the viewer */
  const assemble = (cards: PostCard[], viewer: number | null, ctx: Context, blocked: Set<number>): Post[] =>
    cards.map((c) => {
      const root = ctx.roots.find((r) => r.p.id === c.p.relayOf);
      const rootVisible = !!root && root.p.state === 'visible' && !root.authorGone && !blocked.has(root.p.userId);
      return toPost(c, {
        viewer,
        liked: c.liked,
        favorited: c.favorited,
        link: ctx.links.find((l) => l.type === c.p.linkType && l.id === c.p.linkId) ?? null,
        origin: c.p.relayOf === null ? null : toOrigin(c.p.relayOf, root, rootVisible),
      });
    });

  /** posts as a caller sees them, with their likes, favourites, links and originals read in one go */
  async function present(cards: PostCard[], viewer: number | null): Promise<Post[]> {
    const ctx = await contextOf(cards);
    const blocked = viewer === null ? new Set<number>() : await repo.blockedAmong(viewer, rootAuthors(ctx));
    return assemble(cards, viewer, ctx, blocked);
  }

  /**
   * The readers of one kept page (keyed by the kept read itself: its posts and their authors) that arrive together
   * are looked up together: one statement for all of them (repo.viewersOf), the first at once and the others while it
   * runs (lib/batcher.ts).
   */
  const readers = batcher<KeptPage, ReaderJob>(
    async ({ rows, ctx }, batch) => {
      const found = await repo.viewersOf(
        batch.map((j) => j.caller),
        rows.map((r) => r.key),
        [...rows.map((r) => r.row.p.userId), ...rootAuthors(ctx)],
      );
      batch.forEach((j, i) => j.resolve(found[i]!));
    },
    { max: 200, running: 2 },
  );

  /**
   * A public page for a caller: the kept page with their likes and favourites, or undefined when an author on it (or
   * of an original on it) is blocked either way — then the page is read for them (the block rule is in that statement).
   */
  async function publicPageFor(
    caller: AuthUser | null,
    q: Parsed<typeof bbsList>,
    start: ReturnType<typeof pageStart>,
  ) {
    const key = `${q.kind}|${q.tag}|${start.key}|${start.offset}|${start.limit}`;
    const kept = await publicPages.get(key, async () => {
      const rows = await repo.feed({ ...feedQuery(q, start), viewer: null });
      return { rows, ctx: await contextOf(rows.map((r) => r.row)) };
    });
    const { rows, ctx } = kept;
    const pageAuthors = rows.map((r) => r.row.p.userId);
    // (an empty page needs nobody's likes)
    const mine =
      caller === null || rows.length === 0
        ? null
        : await new Promise<Reader>((resolve, reject) => readers.add(kept, { caller, resolve, reject }));
    const viewer = mine?.viewer || null;
    const blocked = new Set(viewer === null ? [] : mine!.blocked);
    if (pageAuthors.some((a) => blocked.has(a))) return undefined;
    const liked = new Set(viewer === null ? [] : mine!.liked);
    const favorited = new Set(viewer === null ? [] : mine!.favorited);
    const page = pageOf(
      rows,
      q.page_size,
      (r) => r.key,
      (r) => ({ ...r.row, liked: liked.has(r.key), favorited: favorited.has(r.key) }),
    );
    return { ...page, list: assemble(page.list, viewer, ctx, blocked) };
  }

  const one = async (id: number, viewer: number | null) =>
    (await present([(await repo.card(id, viewer))!], viewer))[0]!;

  /** the new-account sandbox and the link: refusals before anything is written */
  async function checkContent(uid: number, q: Content) {
    const person = await repo.person(uid);
    if (!person) throw new AppError(ErrorCode.SESSION_INVALID);
    const young = clock.now().getTime() - person.createdAt.getTime() < community.sandboxHours * 3600_000;
    if (young) {
      const problems: FieldError[] = [];
      if (q.images.length > SANDBOX_IMAGES_MAX)
        problems.push({ field: 'images', message: `新用户注册24小时内每帖最多${SANDBOX_IMAGES_MAX}张图片` });
      if (q.link_type !== undefined) problems.push({ field: 'link_id', message: '新用户注册24小时内不能添加链接' });
      if (problems.length > 0) throw validationError(problems);
    }
    if (q.link_type !== undefined && q.link_id !== undefined) {
      const [found] = await repo.links([{ type: q.link_type, id: q.link_id }]);
      if (!found) throw new AppError(ErrorCode.NOT_FOUND, '关联的内容不存在');
    }
  }

  /**
   * Claims the author's content for `duplicateSeconds` (one atomic Kv set, so of parallel identical posts one
   * passes) and checks the table too (the key may be gone); 10009 for a repeat. Answers the key to give back.
   */
  async function claimContent(uid: number, hash: string): Promise<string> {
    const key = `post:dup:${uid}:${hash}`;
    const claimed = await kv.setIfAbsent(key, String(clock.now().getTime()), community.duplicateSeconds);
    const since = new Date(clock.now().getTime() - community.duplicateSeconds * 1000);
    if (!claimed || (await repo.postedSince(uid, hash, since)))
      throw new AppError(ErrorCode.CONFLICT, '请勿重复发布相同内容');
    return key;
  }

  /** runs the write; a failure gives the content key back so the same post can be sent again */
  async function withClaim<T>(key: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      await kv.del(key).catch(() => undefined);
      throw err;
    }
  }

  const columns = (q: Content) => ({
    body: q.body,
    images: q.images,
    video: q.video,
    videoCover: q.video === '' ? '' : q.video_cover,
    tags: q.tags,
    linkType: q.link_type ?? null,
    linkId: q.link_id ?? null,
  });

  const posts = {
    /** bbsCreate: rate limited, sandbox, link, no duplicate; the author's and the tags' counts +1 */
    async create(uid: number, q: Content, ip: string): Promise<Post> {
      await limits.hit('post', uid, ip);
      await checkContent(uid, q);
      const hash = contentHash(q);
      const key = await claimContent(uid, hash);
      const p = await withClaim(key, async () => {
        const tagRows = await repo.ensureTags(q.tags);
        return db.transaction((tx) =>
          repo.insert(
            tx,
            { userId: uid, ...columns(q), contentHash: hash, createdAt: clock.now(), updatedAt: clock.now() },
            tagRows.map((t) => t.id),
          ),
        );
      });
      return one(p.id, uid);
    },

    /** bbsUpdate: the author, while visible or hidden (a hidden post stays hidden); tags re-synced */
    async update(uid: number, q: Parsed<typeof bbsUpdate>): Promise<Post> {
      const card = await repo.card(q.id);
      if (!card || (card.p.state === 'deleted' && card.p.userId !== uid)) throw new AppError(ErrorCode.NOT_FOUND, GONE);
      if (card.p.userId !== uid) throw new AppError(ErrorCode.FORBIDDEN, '只能修改自己的帖子');
      if (card.p.state === 'removed' || card.p.state === 'deleted')
        throw new AppError(
          ErrorCode.CONFLICT,
          card.p.state === 'removed' ? '内容已被下架，不能修改' : '内容已删除，不能修改',
        );
      await checkContent(uid, q);
      const tagRows = await repo.ensureTags(q.tags);
      await db.transaction(async (tx) => {
        const p = await repo.lock(tx, q.id);
        if (!p || (p.state !== 'visible' && p.state !== 'hidden'))
          throw new AppError(ErrorCode.CONFLICT, '内容已被下架或删除，不能修改');
        await repo.update(
          tx,
          p,
          { ...columns(q), contentHash: contentHash(q, p.relayOf === null ? '' : `relay:${p.relayOf}`) },
          tagRows.map((t) => t.id),
        );
      });
      return one(q.id, uid);
    },

    /** bbsDelete: the author; kept as deleted, counters down */
    async remove(uid: number, q: Parsed<typeof bbsDelete>): Promise<{ ok: true }> {
      await db.transaction(async (tx) => {
        const p = await repo.lock(tx, q.id);
        if (!p || p.state === 'deleted') throw new AppError(ErrorCode.NOT_FOUND, GONE);
        if (p.userId !== uid) throw new AppError(ErrorCode.FORBIDDEN, '只能删除自己的帖子');
        await setPostState(tx, q.id, 'deleted');
      });
      return { ok: true };
    },

    /** bbsShow: per the content states and blocks */
    async show(viewer: number | null, q: Parsed<typeof bbsShow>): Promise<Post> {
      const card = await seeable(repo, await repo.card(q.id, viewer), viewer);
      return (await present([card], viewer))[0]!;
    },

    /**
     * bbsList: one page of a feed, keyset by an opaque cursor. Registered `in-statement`: the token's session is
     * checked inside the feed's statement (a dead one reads as nobody), and on its own for the kinds that need a login.
     */
    async list(caller: AuthUser | null, q: Parsed<typeof bbsList>) {
      if (q.kind === 'following' || q.kind === 'favorite') {
        if (caller === null) throw new AppError(ErrorCode.SESSION_INVALID);
        await assertLive(db, caller);
      }
      const start = pageStart(q);
      if (q.kind === 'latest' || q.kind === 'tag') {
        const kept = await publicPageFor(caller, q, start);
        if (kept) return kept;
      }
      const rows = await repo.feed({ ...feedQuery(q, start), viewer: caller });
      const page = pageOf(
        rows,
        q.page_size,
        (r) => r.key,
        (r) => r.row,
      );
      // the viewer as the statement saw them: nobody when the token's session was not live
      const viewer = rows[0]?.viewer || null;
      return { ...page, list: await present(page.list, viewer) };
    },

    /** bbsDoLike: once per person; unlike gives it back */
    async like(uid: number, q: Parsed<typeof bbsDoLike>, ip: string) {
      await limits.hit('like', uid, ip);
      await actable(repo, q.id, uid);
      const n = await db.transaction((tx) =>
        q.like === 1 ? repo.likes.like(tx, q.id, uid) : repo.likes.unlike(tx, q.id, uid),
      );
      return { liked: q.like === 1, like_count: n ?? (await repo.counts(q.id))?.likeCount ?? 0 };
    },

    /** bbsFavorite: once per person; listed in the favourite feed */
    async favorite(uid: number, q: Parsed<typeof bbsFavorite>, ip: string) {
      await limits.hit('like', uid, ip);
      await actable(repo, q.id, uid);
      const n = await db.transaction((tx) =>
        q.favorite === 1 ? repo.favorites.like(tx, q.id, uid) : repo.favorites.unlike(tx, q.id, uid),
      );
      return { favorited: q.favorite === 1, favorite_count: n ?? (await repo.counts(q.id))?.favoriteCount ?? 0 };
    },

    /**
     * bbsRelay: a repost of a visible post (of a repost: of its original), with an optional comment; the original's
     * relay_count +1 in the same transaction.
     */
    async relay(uid: number, q: Parsed<typeof bbsRelay>, ip: string): Promise<Post> {
      await limits.hit('post', uid, ip);
      const target = await actable(repo, q.id, uid);
      const rootId = target.p.relayOf ?? target.p.id;
      if (rootId !== target.p.id) {
        const root = await repo.card(rootId);
        if (!root || root.p.state !== 'visible' || root.authorGone)
          throw new AppError(ErrorCode.NOT_FOUND, '原内容已不可见');
        await refuseAcrossBlock(repo, uid, root.p.userId);
      }
      const hash = contentHash({ body: q.body, images: [], video: '' }, `relay:${rootId}`);
      const key = await claimContent(uid, hash);
      const p = await withClaim(key, () =>
        db.transaction(async (tx) => {
          const row = await repo.insert(
            tx,
            {
              userId: uid,
              body: q.body,
              relayOf: rootId,
              contentHash: hash,
              createdAt: clock.now(),
              updatedAt: clock.now(),
            },
            [],
          );
          await repo.countRelay(tx, rootId);
          return row;
        }),
      );
      return one(p.id, uid);
    },

    /** bbsTags: by keyword (contains), the most used first; no keyword: the hot ones */
    async tags(q: Parsed<typeof bbsTags>) {
      return { list: await repo.tags(q.keyword, q.page_size) };
    },
  };

  const all = { ...posts, ...commentService({ db, repo, limits }) };
  /** a write: once it has run (committed or not), no kept page from before it is answered again */
  const write =
    <A extends unknown[], R>(run: (...a: A) => Promise<R>) =>
    (...a: A) =>
      run(...a).finally(() => publicPages.clear());
  return {
    ...all,
    create: write(all.create),
    update: write(all.update),
    remove: write(all.remove),
    like: write(all.like),
    favorite: write(all.favorite),
    relay: write(all.relay),
    comment: write(all.comment),
    deleteComment: write(all.deleteComment),
  };
}
export type PostService = ReturnType<typeof postService>;

import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { displayText, idField, imageUrlField } from '../common/fields.js';

/**
 * Community posts (spec 2.14, 7.5; calls under /api/c_bbs/1.0.0/bbs/): plain-text posts with up to 9 images or one
 * video, tags, an optional link to an event, ride or exhibition; likes (`bbs/dolike`) and favourites once per user,
 * comments with replies, reposts with a comment. Feeds are paged by an opaque keyset cursor. Blocks hide both ways;
 * content reported by 3 people is hidden until the auditor decides (docs/community.md).
 */

// ---------------------------------------------------------------- limits and enumerations

export const POST_BODY_MAX = 2000;
export const POST_IMAGES_MAX = 9;
export const POST_TAGS_MAX = 5;
export const COMMENT_BODY_MAX = 500;
/** A new account (its first 24 hours) may post at most this many images and no link (the sandbox). */
export const SANDBOX_IMAGES_MAX = 1;

/** What a post may link to. */
export const POST_LINK_TYPES = ['funly', 'ride', 'exhibition'] as const;
export type PostLinkType = (typeof POST_LINK_TYPES)[number];
export const postLinkTypeLabel: Record<PostLinkType, string> = { funly: '活动', ride: '骑行', exhibition: '展会' };

/**
 * Stored states of a post or a comment: visible; hidden (reported by 3 people, waiting for the auditor: only the
 * author sees it); removed (taken down by the auditor: only the author sees it, with the reason); deleted by the author.
 */
export const CONTENT_STATES = ['visible', 'hidden', 'removed', 'deleted'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];
export const contentStateLabel: Record<ContentState, string> = {
  visible: '已发布',
  hidden: '被举报，审核中',
  removed: '已被下架',
  deleted: '已删除',
};

/** Feeds: latest (everyone's), following (people I follow), tag (one tag), user (one person's), favorite (mine). */
export const FEED_KINDS = ['latest', 'following', 'tag', 'user', 'favorite'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** What the caller may do with a post, decided by the server. */
export const POST_ACTIONS = ['like', 'favorite', 'comment', 'relay', 'report', 'edit', 'delete'] as const;
export type PostAction = (typeof POST_ACTIONS)[number];

// ---------------------------------------------------------------- fields

const tagName = lazySchema(() =>
  displayText()
    .min(1, '标签不能为空')
    .max(10, '标签最多10个字')
    .refine((v) => !/[#\s,，]/.test(v), '标签不能包含空格、逗号或#'),
);

export const postFields = {
  body: lazySchema(() => displayText().max(POST_BODY_MAX, `内容最多${POST_BODY_MAX}个字`).default('')),
  images: lazySchema(() => z.array(imageUrlField()).max(POST_IMAGES_MAX, `最多${POST_IMAGES_MAX}张图片`).default([])),
  /** one video instead of images */
  video: lazySchema(() => imageUrlField('视频地址无效', { allowEmpty: true }).default('')),
  /** the video's frame at 1000 ms (spec 9), uploaded as an image */
  video_cover: lazySchema(() => imageUrlField('视频封面地址无效', { allowEmpty: true }).default('')),
  tags: lazySchema(() =>
    z
      .array(tagName)
      .max(POST_TAGS_MAX, `最多${POST_TAGS_MAX}个标签`)
      .refine((t) => new Set(t).size === t.length, '标签不能重复')
      .default([]),
  ),
  link_type: lazySchema(() => z.enum(POST_LINK_TYPES, { error: '关联类型无效' }).optional()),
  link_id: lazySchema(() => idField('关联内容无效').optional()),
};

/** The one shape rule of a post's content: text or media, images or a video, a link with its id. */
const postShape = <
  T extends z.ZodType<{
    body: string;
    images: string[];
    video: string;
    video_cover: string;
    link_type?: PostLinkType;
    link_id?: number;
  }>,
>(
  schema: T,
) =>
  schema
    .refine((q) => q.body.length > 0 || q.images.length > 0 || q.video !== '', {
      message: '请输入内容或添加图片、视频',
      path: ['body'],
    })
    .refine((q) => !(q.images.length > 0 && q.video !== ''), { message: '图片和视频只能选一种', path: ['video'] })
    .refine((q) => q.video === '' || q.video_cover !== '', { message: '请上传视频封面', path: ['video_cover'] })
    .refine((q) => (q.link_type === undefined) === (q.link_id === undefined), {
      message: '请选择关联内容',
      path: ['link_id'],
    });

// ---------------------------------------------------------------- shapes

export const authorSchema = lazySchema(() =>
  z.object({
    uid: z.number().int(),
    nickname: z.string(),
    avatar: z.string(),
    /** 认证车主 and such, when the person has them */
    badges: z.array(z.string()),
  }),
);
export type PostAuthor = z.infer<typeof authorSchema>;

export const postLinkSchema = lazySchema(() =>
  z.object({
    type: z.enum(POST_LINK_TYPES),
    id: z.number().int(),
    title: z.string(),
    cover: z.string(),
  }),
);

/** The original of a repost, as the caller may see it (null fields when it is gone or hidden from them). */
export const relayOriginSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    /** false when the original was deleted, taken down or is hidden from the caller: 原内容已不可见 */
    visible: z.boolean(),
    author: authorSchema.nullable(),
    body: z.string(),
    images: z.array(z.string()),
    video_cover: z.string(),
  }),
);

export const postSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    author: authorSchema,
    body: z.string(),
    images: z.array(z.string()),
    video: z.string(),
    video_cover: z.string(),
    tags: z.array(z.string()),
    link: postLinkSchema.nullable(),
    relay_of: relayOriginSchema.nullable(),
    state: z.enum(CONTENT_STATES),
    state_label: z.string(),
    /** why the auditor took it down (state removed) */
    state_reason: z.string(),
    like_count: z.number().int(),
    comment_count: z.number().int(),
    relay_count: z.number().int(),
    favorite_count: z.number().int(),
    liked: z.boolean(),
    favorited: z.boolean(),
    actions: z.array(z.enum(POST_ACTIONS)),
    create_time: z.number().int(),
    update_time: z.number().int(),
  }),
);
export type Post = z.infer<typeof postSchema>;

export const commentSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    post_id: z.number().int(),
    author: authorSchema,
    body: z.string(),
    /** the comment this one answers, and its author's name (回复 @x) */
    reply_to: z.number().int().nullable(),
    reply_nickname: z.string(),
    state: z.enum(CONTENT_STATES),
    /** delete and report, decided by the server */
    actions: z.array(z.enum(['delete', 'report', 'reply'])),
    create_time: z.number().int(),
  }),
);
export type PostComment = z.infer<typeof commentSchema>;

export const tagSchema = lazySchema(() =>
  z.object({ id: z.number().int(), name: z.string(), post_count: z.number().int() }),
);
export type PostTag = z.infer<typeof tagSchema>;

/** A keyset page: `next_cursor` is '' at the end; pass it back as `cursor` for the next page. */
export const cursorPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), next_cursor: z.string(), page_size: z.number().int() });

const cursorQuery = {
  /** the opaque cursor of the previous page; none = the first page */
  cursor: lazySchema(() => z.string().max(200, '分页参数无效').default('')),
  /** spec paging: accepted for the first page (a cursor wins over it) */
  page: lazySchema(() => z.number().int().min(1).max(100000).default(1)),
  page_size: lazySchema(() => z.number().int().min(1).max(50).default(10)),
};

// ---------------------------------------------------------------- calls

export const bbsCreate = defineCall({
  path: '/api/c_bbs/1.0.0/bbs/create',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Publish a post (plain text, up to 9 images or one video with its cover, tags, an optional link); rate limited, no identical post twice in 5 minutes, a new account (first 24 h) at most 1 image and no link',
  query: () => postShape(z.strictObject(postFields)),
  data: () => postSchema,
});

export const bbsUpdate = defineCall({
  path: '/api/c_bbs/1.0.0/bbs/update',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'The author edits their post (also while it is hidden or taken down: the auditor then sees the edited text)',
  query: () => postShape(z.strictObject({ id: idField(), ...postFields })),
  data: () => postSchema,
});

export const bbsDelete = defineCall({
  path: '/api/c_bbs/1.0.0/bbs/delete',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'The author deletes their post (kept as deleted: counts stay exact)',
  query: () => z.strictObject({ id: idField() }),
  data: () => z.object({ ok: z.literal(true) }),
});

export const bbsShow = defineCall({
  path: '/api/c_bbs/1.0.0/bbs/show',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary:
    'One post with the caller’s like, favourite and allowed actions; hidden, taken-down and deleted posts only to their author; nothing across a block',
  query: () => z.strictObject({ id: idField() }),
  data: () => postSchema,
});

export const bbsList = defineCall({
  path: '/api/c_bbs/1.0.0/bbs/list',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary:
    'A feed paged by an opaque keyset cursor: latest, following (login), tag, one user’s posts, favorite (login: mine); people blocked either way are left out',
  query: () =>
    z
      .strictObject({
        kind: z.enum(FEED_KINDS, { error: '未知的列表类型' }).default('latest'),
        tag: tagName.optional(),
        uid: idField('用户无效').optional(),
        ...cursorQuery,
      })
      .refine((q) => q.kind !== 'tag' || q.tag !== undefined, { message: '请选择标签', path: ['tag'] })
      .refine((q) => q.kind !== 'user' || q.uid !== undefined, { message: '请选择用户', path: ['uid'] }),
  data: () => cursorPageOf(postSchema),
});

export const bbsDoLike = defineCall({
  path: '/api/c_bbs/1.0.0/bbs/dolike',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Like (like=1, the default) or unlike (like=0) a post; once per user, exact under concurrency',
  query: () => z.strictObject({ id: idField(), like: z.union([z.literal(0), z.literal(1)]).default(1) }),
  data: () => z.object({ liked: z.boolean(), like_count: z.number().int() }),
});

export const bbsFavorite = defineCall({
  path: '/api/c_bbs/1.0.0/bbs/favorite',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Favourite (favorite=1) or un-favourite (favorite=0) a post; once per user',
  query: () => z.strictObject({ id: idField(), favorite: z.union([z.literal(0), z.literal(1)]).default(1) }),
  data: () => z.object({ favorited: z.boolean(), favorite_count: z.number().int() }),
});

export const bbsComments = defineCall({
  path: '/api/c_bbs/1.0.0/bbs/comments',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary:
    'The comments of a post, oldest first, keyset paged; replies carry the name they answer; blocks hide both ways',
  query: () => z.strictObject({ post_id: idField(), ...cursorQuery }),
  data: () => cursorPageOf(commentSchema),
});

export const bbsComment = defineCall({
  path: '/api/c_bbs/1.0.0/bbs/comment',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Comment on a visible post, or reply to one of its comments (reply_to); refused across a block; rate limited',
  query: () =>
    z.strictObject({
      post_id: idField(),
      body: displayText().min(1, '请输入评论内容').max(COMMENT_BODY_MAX, `评论最多${COMMENT_BODY_MAX}个字`),
      reply_to: idField('回复的评论无效').optional(),
    }),
  data: () => commentSchema,
});

export const bbsCommentDelete = defineCall({
  path: '/api/c_bbs/1.0.0/bbs/comment/delete',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'The comment’s author (or the post’s author) deletes a comment (kept as deleted: counts stay exact)',
  query: () => z.strictObject({ id: idField() }),
  data: () => z.object({ ok: z.literal(true) }),
});

export const bbsRelay = defineCall({
  path: '/api/c_bbs/1.0.0/bbs/relay',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Repost a visible post with an optional comment (a repost of a repost points at the original)',
  query: () =>
    z.strictObject({
      id: idField(),
      body: displayText().max(POST_BODY_MAX, `内容最多${POST_BODY_MAX}个字`).default(''),
    }),
  data: () => postSchema,
});

export const bbsTags = defineCall({
  path: '/api/c_bbs/1.0.0/bbs/tags',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary: 'Tags by keyword (contains), the most used first; no keyword = the hot tags',
  query: () =>
    z.strictObject({
      keyword: displayText().max(10, '关键词最多10个字').default(''),
      page_size: z.number().int().min(1).max(50).default(20),
    }),
  data: () => z.object({ list: z.array(tagSchema) }),
});

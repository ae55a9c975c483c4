import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { idField, imageUrlField } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';
import { authorSchema, CONTENT_STATES, cursorPageOf } from '../post/post.contract.js';

/**
 * People (spec 2.13, 2.14, 7.1; calls under /api/user/1.0.0/): personal pages with cover, avatar, signature and
 * counts; follow and unfollow (`userfollow`) with exact counts; the album (`centeralbum*`); blocks both ways
 * (`centerblock`, `centerblocklist`): a block removes the follows both ways and hides each from the other
 * (docs/community.md).
 */

export const ALBUM_MAX = 9;

export const profileSchema = lazySchema(() =>
  z.object({
    uid: z.number().int(),
    nickname: z.string(),
    avatar: z.string(),
    cover_image: z.string(),
    signature: z.string(),
    badges: z.array(z.string()),
    post_count: z.number().int(),
    follower_count: z.number().int(),
    following_count: z.number().int(),
    /** favourites are private: the count is shown to the person only (0 for others) */
    favorite_count: z.number().int(),
  }),
);
export type Profile = z.infer<typeof profileSchema>;

/** How the caller stands to a person (all false when not logged in, or for oneself). */
export const relationSchema = lazySchema(() =>
  z.object({
    is_me: z.boolean(),
    /** I follow them */
    following: z.boolean(),
    /** they follow me */
    followed_by: z.boolean(),
    /** I blocked them */
    blocking: z.boolean(),
  }),
);
export type PersonRelation = z.infer<typeof relationSchema>;

export const centerIndex = defineCall({
  path: '/api/user/1.0.0/centerindex',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary:
    'A personal page (uid; none = the caller’s own): profile with counts and the caller’s relation; not found across a block they made',
  query: () => z.strictObject({ uid: idField('用户无效').optional(), nickname: z.string().max(40).optional() }),
  data: () => z.object({ profile: profileSchema, relation: relationSchema }),
});

export const userFollow = defineCall({
  path: '/api/user/1.0.0/userfollow',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Follow (f=1) or unfollow (f=0) user u; getstatus=1 only reads; exact follower counts under concurrency; refused across a block',
  query: () =>
    z.strictObject({
      u: idField('用户无效'),
      f: z.union([z.literal(0), z.literal(1)]).default(1),
      getstatus: z.union([z.literal(0), z.literal(1)]).default(0),
      v: z.string().max(20).optional(),
    }),
  data: () => z.object({ following: z.boolean(), followed_by: z.boolean(), follower_count: z.number().int() }),
});

export const personCardSchema = lazySchema(() =>
  authorSchema.extend({
    signature: z.string(),
    /** the caller follows them */
    following: z.boolean(),
  }),
);
export type PersonCard = z.infer<typeof personCardSchema>;

export const followList = defineCall({
  path: '/api/user/1.0.0/followlist',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary: 'Whom a person follows (type following) or who follows them (followers), newest first; blocks left out',
  query: () =>
    z.strictObject({
      uid: idField('用户无效').optional(),
      type: z.enum(['following', 'followers'], { error: '未知的列表类型' }).default('following'),
      cursor: z.string().max(200, '分页参数无效').default(''),
      page_size: z.number().int().min(1).max(50).default(20),
    }),
  data: () => cursorPageOf(personCardSchema),
});

export const centerCoverImage = defineCall({
  path: '/api/user/1.0.0/centercoverimage',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Set the caller’s personal page cover',
  query: () => z.strictObject({ coverimage: imageUrlField('请上传封面图片') }),
  data: () => profileSchema,
});

export const centerAvatar = defineCall({
  path: '/api/user/1.0.0/centeravatar',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Set the caller’s avatar',
  query: () => z.strictObject({ headimg: imageUrlField('请上传头像') }),
  data: () => profileSchema,
});

export const albumItemSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    kind: z.enum(['image', 'video']),
    url: z.string(),
    /** a video's frame at 1000 ms; the image itself for an image */
    cover: z.string(),
    /** visible to all; hidden (reported, waiting for review) and removed (taken down) are listed to the owner only */
    state: z.enum(CONTENT_STATES),
    /** contentStateLabel of the state (已发布, 被举报，审核中, 已被下架) */
    state_label: z.string(),
    create_time: z.number().int(),
  }),
);
export type AlbumItem = z.infer<typeof albumItemSchema>;

export const centerAlbum = defineCall({
  path: '/api/user/1.0.0/centeralbum',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Add images or videos (with their covers) to the caller’s album, up to 9 at once',
  query: () =>
    z
      .strictObject({
        images: z.array(imageUrlField()).max(ALBUM_MAX, `一次最多${ALBUM_MAX}张`).default([]),
        videos: z
          .array(z.strictObject({ url: imageUrlField('视频地址无效'), cover: imageUrlField('请上传视频封面') }))
          .max(1, '一次最多1个视频')
          .default([]),
      })
      .refine((q) => q.images.length + q.videos.length > 0, { message: '请选择图片或视频', path: ['images'] }),
  data: () => z.object({ list: z.array(albumItemSchema) }),
});

export const centerAlbumList = defineCall({
  path: '/api/user/1.0.0/centeralbumlist',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary: 'A person’s album (uid; none = mine), newest first; nothing across a block',
  query: () =>
    z.strictObject({
      uid: idField('用户无效').optional(),
      kind: z.enum(['image', 'video']).optional(),
      ...pagingQuery,
    }),
  data: () => listOf(albumItemSchema),
});

export const centerAlbumDel = defineCall({
  path: '/api/user/1.0.0/centeralbumdel',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'Delete items of the caller’s own album (others’ ids are refused, nothing deleted)',
  query: () => z.strictObject({ ids: z.array(idField()).min(1, '请选择要删除的内容').max(50) }),
  data: () => z.object({ deleted: z.number().int() }),
});

export const blockedUserSchema = lazySchema(() => authorSchema.extend({ block_time: z.number().int() }));

export const centerBlockList = defineCall({
  path: '/api/user/1.0.0/centerblocklist',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'The people the caller blocked, newest first',
  query: () => z.strictObject({ ...pagingQuery }),
  data: () => listOf(blockedUserSchema),
});

export const centerBlock = defineCall({
  path: '/api/user/1.0.0/centerblock',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Block (block=1) or unblock (block=0) a person: a block removes the follows both ways (counts stay exact) and hides each from the other',
  query: () => z.strictObject({ uid: idField('用户无效'), block: z.union([z.literal(0), z.literal(1)]).default(1) }),
  data: () => z.object({ blocking: z.boolean() }),
});

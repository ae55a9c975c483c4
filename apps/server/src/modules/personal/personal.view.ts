import type { AlbumItem, PersonRelation, Profile } from '@kc/shared';
import { toSecs } from '../../lib/time.js';
import { validationError } from '../../plugins/app/errors.js';
import type { AlbumRow, ProfileRow } from './personal.repository.js';

/** A person's page row → the answer; favourites are counted for the person only (0 for others). */
export const toProfile = (r: ProfileRow, favoriteCount = 0): Profile => ({
  uid: r.id,
  nickname: r.nickname,
  avatar: r.headimg,
  cover_image: r.coverImage,
  signature: r.signature,
  badges: [],
  post_count: r.postCount,
  follower_count: r.followerCount,
  following_count: r.followingCount,
  favorite_count: favoriteCount,
});

export const NO_RELATION: PersonRelation = { is_me: false, following: false, followed_by: false, blocking: false };

export const toAlbumItem = (r: AlbumRow): AlbumItem => ({
  id: r.id,
  kind: r.kind,
  url: r.url,
  cover: r.cover,
  create_time: toSecs(r.createdAt),
});

/** The follow lists' opaque cursor: the last row's follow id, base64url. */
export const followCursor = {
  encode: (id: number): string => Buffer.from(`f${id}`).toString('base64url'),
  /** null for the first page; 10001 分页参数无效 for anything not made by encode */
  decode(cursor: string): number | null {
    if (cursor === '') return null;
    const m = /^f(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString());
    const id = m ? Number(m[1]) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647)
      throw validationError([{ field: 'cursor', message: '分页参数无效' }]);
    return id;
  },
};

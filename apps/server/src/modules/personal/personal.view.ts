import { contentStateLabel, type AlbumItem, type PersonRelation, type Profile } from '@kc/shared';
import { badgesOf } from '../../lib/badges.js';
import { toSecs } from '../../lib/time.js';
import type { AlbumRow, ProfileRow } from './personal.repository.js';

/** A person's page row → the answer; favourites are counted for the person only (0 for others). */
export const toProfile = (r: ProfileRow, favoriteCount = 0): Profile => ({
  uid: r.id,
  nickname: r.nickname,
  avatar: r.headimg,
  cover_image: r.coverImage,
  signature: r.signature,
  badges: badgesOf(r.carOwner),
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
  state: r.state,
  state_label: contentStateLabel[r.state],
  create_time: toSecs(r.createdAt),
});

import { vi } from 'vitest';
import type { AlbumItem, CallDef, PersonCard, PersonRelation, Profile } from '@kc/shared';
import { api } from '../../../lib/http';

/** Test data of the people screens (api.call is mocked by each test file). */
export const profile = (over: Partial<Profile> = {}): Profile => ({
  uid: 7,
  nickname: '老王',
  avatar: '/uploads/wang.png',
  cover_image: '/uploads/cover.png',
  signature: '周末跑山，欢迎同行',
  badges: [],
  post_count: 12,
  follower_count: 30,
  following_count: 5,
  favorite_count: 0,
  ...over,
});

export const relation = (over: Partial<PersonRelation> = {}): PersonRelation => ({
  is_me: false,
  following: false,
  followed_by: false,
  blocking: false,
  ...over,
});

export const personCard = (uid: number, nickname: string, following = false): PersonCard => ({
  uid,
  nickname,
  avatar: '',
  badges: [],
  signature: `${nickname}的签名`,
  following,
});

export const albumItem = (id: number, kind: 'image' | 'video' = 'image'): AlbumItem => ({
  id,
  kind,
  url: kind === 'image' ? `/uploads/a${id}.jpg` : `/uploads/v${id}.mp4`,
  cover: `/uploads/a${id}.jpg`,
  state: 'visible',
  state_label: '已发布',
  create_time: 1780000000 + id,
});

export const emptyFeed = { list: [], next_cursor: '', page_size: 10 };
export const pageOf = <T>(list: T[]) => ({ list, count: list.length, page_size: 20 });

/** Answers each call by its definition; anything else is refused with its path (a call the test did not expect). */
export const answerCalls = (answers: Map<CallDef, (q: never) => unknown>) =>
  vi.mocked(api.call).mockImplementation(((def: CallDef, q: never) => {
    const answer = answers.get(def);
    return answer ? Promise.resolve(answer(q)) : Promise.reject(new Error(def.path));
  }) as typeof api.call);

/** The queries sent to one call. */
export const sentTo = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q);

import { followList } from '@kc/shared';
import { api } from '../../../lib/http';

export type FollowType = 'following' | 'followers';

/** One keyset page of whom a person follows or who follows them (uid 0 = mine). */
export const fetchFollowPage = (uid: number, type: FollowType) => (cursor: string) =>
  api.call(followList, { ...(uid > 0 ? { uid } : {}), type, cursor, page_size: 20 });

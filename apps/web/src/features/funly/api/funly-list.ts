import { DEFAULT_PAGE_SIZE, funlyList } from '@kc/shared';
import { api } from '../../../lib/http';

export interface FunlyListFilter {
  /** 0 = every kind */
  kind: number;
  /** exhibition filter of spec 4: 1 all, 4 started, 5 over, 3 not started */
  filter: 1 | 3 | 4 | 5;
  keyword?: string;
  /** the caller's position when known (nearest first) */
  pos?: { lat: number; lng: number } | null;
}

/** One page of the published events (for ListView's infinite list). */
export const fetchFunlyList = (f: FunlyListFilter) => (page: number) =>
  api.call(funlyList, {
    ...(f.kind ? { kind: f.kind } : {}),
    filter: f.filter,
    keyword: f.keyword ?? '',
    ...(f.pos ? { lat: f.pos.lat, lng: f.pos.lng } : {}),
    page,
    page_size: DEFAULT_PAGE_SIZE,
  });

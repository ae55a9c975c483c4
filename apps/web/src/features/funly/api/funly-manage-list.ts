import { DEFAULT_PAGE_SIZE, funlyManageList } from '@kc/shared';
import { api } from '../../../lib/http';

/** Exhibition filter of spec 4: 1 all, 4 started, 5 over, 3 not started. */
export type ManageFilter = 1 | 3 | 4 | 5;

export interface FunlyManageFilter {
  draft: boolean;
  filter: ManageFilter;
  keyword: string;
}

/** The organiser's event lists of the current business (saves, copies and revokes make them stale via ['funly']). */
export const funlyManageListKey = (businessId: number | null, f: FunlyManageFilter) =>
  ['funly', 'manage', businessId, f.draft ? 'draft' : f.filter, f.keyword] as const;

/** One page of the events the caller organises or operates (or the drafts), newest first. */
export const fetchFunlyManagePage = (f: FunlyManageFilter) => (page: number) =>
  api.call(funlyManageList, {
    draft: f.draft,
    filter: f.filter,
    keyword: f.keyword,
    page,
    page_size: DEFAULT_PAGE_SIZE,
  });

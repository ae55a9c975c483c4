import { DEFAULT_PAGE_SIZE, rideManageList } from '@kc/shared';
import { api } from '../../../lib/http';

/** One page of the rides the caller created or crews (`draft`: the caller's drafts), newest first. */
export const fetchRideManagePage = (draft: boolean) => (page: number) =>
  api.call(rideManageList, { draft, page, page_size: DEFAULT_PAGE_SIZE });

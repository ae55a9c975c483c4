import { DEFAULT_PAGE_SIZE, holdingList } from '@kc/shared';
import { api } from '../../../lib/http';

/** One page of my passes: usable ones (valid) or used and expired ones (old). */
export const fetchMyCerts = (scope: 'valid' | 'old', page: number) =>
  api.call(holdingList, { is_cert: true, scope, keyword: '', page, page_size: DEFAULT_PAGE_SIZE });

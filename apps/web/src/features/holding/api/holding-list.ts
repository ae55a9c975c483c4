import { DEFAULT_PAGE_SIZE, holdingList } from '@kc/shared';
import { api } from '../../../lib/http';
import type { HoldingFilter } from './holding-keys';

/** One page of the caller's items: usable (valid) or used and expired (old), by type, searched by name. */
export const fetchHoldings = (f: HoldingFilter) => (page: number) =>
  api.call(holdingList, {
    ...(f.productType ? { product_type: f.productType } : {}),
    scope: f.scope,
    keyword: f.keyword,
    page,
    page_size: DEFAULT_PAGE_SIZE,
  });

import { DEFAULT_PAGE_SIZE, receiveList } from '@kc/shared';
import { api } from '../../../lib/http';
import type { ReceiveFilter } from './holding-keys';

/** One page of the free items anyone can receive now, by type, business or name. */
export const fetchReceivables = (f: ReceiveFilter) => (page: number) =>
  api.call(receiveList, {
    ...(f.productType ? { product_type: f.productType } : {}),
    ...(f.businessId ? { business_id: f.businessId } : {}),
    keyword: f.keyword,
    page,
    page_size: DEFAULT_PAGE_SIZE,
  });

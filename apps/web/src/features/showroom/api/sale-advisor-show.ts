import { DEFAULT_PAGE_SIZE, saleAdvisorShow } from '@kc/shared';
import { api } from '../../../lib/http';

/** One page of an advisor's page: their card, their dealer and the listed cars they serve. */
export const fetchSaleAdvisorShow = (id: number) => (page: number) =>
  api.call(saleAdvisorShow, { id, page, page_size: DEFAULT_PAGE_SIZE });

import { DEFAULT_PAGE_SIZE, showCarList, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';

export type ShowCarListQuery = Omit<CallQuery<typeof showCarList>, 'page' | 'page_size'>;

/** One page of the listed cars by keyword and filters (for ListView's infinite list). */
export const fetchShowCarList = (q: ShowCarListQuery) => (page: number) =>
  api.call(showCarList, { ...q, page, page_size: DEFAULT_PAGE_SIZE });

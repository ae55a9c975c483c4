import { DEFAULT_PAGE_SIZE, publisherList } from '@kc/shared';
import { api } from '../../../lib/http';

/** One page of the publishers of an item of the current business, with their quota and use. */
export const fetchItemPublishers = (itemId: number) => (page: number) =>
  api.call(publisherList, { item_id: itemId, page, page_size: DEFAULT_PAGE_SIZE });

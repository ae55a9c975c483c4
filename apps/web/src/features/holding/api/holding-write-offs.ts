import { DEFAULT_PAGE_SIZE, holdingWriteOffs } from '@kc/shared';
import { api } from '../../../lib/http';

/** One page of the write-offs of some of the caller's holdings, or of everything the caller holds of an item. */
export const fetchWriteOffs = (by: { holdingIds?: number[]; itemId?: number }) => (page: number) =>
  api.call(holdingWriteOffs, {
    holding_ids: by.holdingIds ?? [],
    ...(by.itemId ? { item_id: by.itemId } : {}),
    page,
    page_size: DEFAULT_PAGE_SIZE,
  });

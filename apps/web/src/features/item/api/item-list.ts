import { DEFAULT_PAGE_SIZE, itemList } from '@kc/shared';
import { api } from '../../../lib/http';

export interface ItemListFilter {
  /** 0 all, 1 in progress, 2 disabled, 3 expired, 4 not started */
  filter: number;
  drafts: boolean;
  keyword: string;
}

/** Every item query of a business starts with this (mutations invalidate it). */
export const itemsKey = (businessId: number | null) => ['items', businessId] as const;

export const itemListKey = (businessId: number | null, f: ItemListFilter) =>
  [...itemsKey(businessId), 'list', f.drafts ? 'drafts' : f.filter, f.keyword] as const;

/** One page of the current business's items (or its drafts), newest first. */
export const fetchItemPage = (f: ItemListFilter) => (page: number) =>
  api.call(itemList, { filter: f.filter, drafts: f.drafts, keyword: f.keyword, page, page_size: DEFAULT_PAGE_SIZE });

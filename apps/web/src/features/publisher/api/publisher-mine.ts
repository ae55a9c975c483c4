import { DEFAULT_PAGE_SIZE, publisherMine, type PublisherQuota } from '@kc/shared';
import { api } from '../../../lib/http';

/** One page of the quotas I hold as publisher, across businesses. */
export const fetchMyQuotas = (page: number) => api.call(publisherMine, { page, page_size: DEFAULT_PAGE_SIZE });

const SCAN_PAGE_SIZE = 100;

/** The first of my quotas that matches (by quota id, or by item), walking my quotas page by page; null when none. */
export const findMyQuota = async (match: (q: PublisherQuota) => boolean): Promise<PublisherQuota | null> => {
  for (let page = 1; ; page++) {
    const { list, count } = await api.call(publisherMine, { page, page_size: SCAN_PAGE_SIZE });
    const found = list.find(match);
    if (found) return found;
    if (list.length === 0 || page * SCAN_PAGE_SIZE >= count) return null;
  }
};

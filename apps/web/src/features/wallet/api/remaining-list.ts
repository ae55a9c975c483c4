import { DEFAULT_PAGE_SIZE, remainingList } from '@kc/shared';
import { api } from '../../../lib/http';

/** One page of the caller's ledger entries (every change of the balance), newest first. */
export const fetchLedger = (page: number) => api.call(remainingList, { page, page_size: DEFAULT_PAGE_SIZE });

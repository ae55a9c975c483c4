import { DEFAULT_PAGE_SIZE, withdrawalList } from '@kc/shared';
import { api } from '../../../lib/http';

/** One page of the caller's withdrawals, newest first. */
export const fetchWithdrawals = (page: number) => api.call(withdrawalList, { page, page_size: DEFAULT_PAGE_SIZE });

import { centerBlockList } from '@kc/shared';
import { api } from '../../../lib/http';

/** One page of the people I blocked, newest first (for ListView). */
export const fetchBlockPage = (page: number) => api.call(centerBlockList, { page, page_size: 20 });

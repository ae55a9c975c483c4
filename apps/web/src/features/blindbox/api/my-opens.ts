import { blindBoxMyOpens, DEFAULT_PAGE_SIZE } from '@kc/shared';
import { api } from '../../../lib/http';

/** One page of my opened boxes (我的盲盒), newest first. */
export const fetchMyOpens = (page: number) => api.call(blindBoxMyOpens, { page, page_size: DEFAULT_PAGE_SIZE });

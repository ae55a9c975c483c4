import { DEFAULT_PAGE_SIZE, distributeMine } from '@kc/shared';
import { api } from '../../../lib/http';

/** One page of what was distributed to me, unclaimed first. */
export const fetchMyReceived = (page: number) => api.call(distributeMine, { page, page_size: DEFAULT_PAGE_SIZE });

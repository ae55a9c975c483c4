import { agentMine, DEFAULT_PAGE_SIZE } from '@kc/shared';
import { api } from '../../../lib/http';

/** One page of the items I am an agent of, across businesses, with my links. */
export const fetchMyAgents = (page: number) => api.call(agentMine, { page, page_size: DEFAULT_PAGE_SIZE });

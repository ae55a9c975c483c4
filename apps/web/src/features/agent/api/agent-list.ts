import { agentList, DEFAULT_PAGE_SIZE } from '@kc/shared';
import { api } from '../../../lib/http';

/** One page of the agents of an item of the current business, with what each brought. */
export const fetchItemAgents = (itemId: number) => (page: number) =>
  api.call(agentList, { item_id: itemId, page, page_size: DEFAULT_PAGE_SIZE });

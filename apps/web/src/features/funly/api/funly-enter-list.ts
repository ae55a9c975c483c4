import { DEFAULT_PAGE_SIZE, funlyEnterList } from '@kc/shared';
import { api } from '../../../lib/http';

/** One page of who is going to an event (names masked by the server). */
export const fetchFunlyEnterList = (id: number) => (page: number) =>
  api.call(funlyEnterList, { id, page, page_size: DEFAULT_PAGE_SIZE });

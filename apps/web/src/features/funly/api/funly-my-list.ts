import { DEFAULT_PAGE_SIZE, funlyMyList, type ApplyStatusValue } from '@kc/shared';
import { api } from '../../../lib/http';

/** One page of the caller's applications, newest first (status undefined = all). */
export const fetchFunlyMyList = (status: ApplyStatusValue | undefined) => (page: number) =>
  api.call(funlyMyList, { ...(status === undefined ? {} : { status }), page, page_size: DEFAULT_PAGE_SIZE });

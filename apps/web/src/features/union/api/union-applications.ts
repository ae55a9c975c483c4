import { DEFAULT_PAGE_SIZE, unionApplications } from '@kc/shared';
import { api } from '../../../lib/http';

/** One page of the applications with a status (1 pending, 2 passed, 3 rejected), for auditors. */
export const fetchApplications = (status: number) => (page: number) =>
  api.call(unionApplications, { status, page, page_size: DEFAULT_PAGE_SIZE });

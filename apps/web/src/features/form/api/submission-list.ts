import { DEFAULT_PAGE_SIZE, submissionList } from '@kc/shared';
import { api } from '../../../lib/http';
import { submissionsKey } from './form-keys';

export const submissionListKey = (businessId: number | null, status: number) =>
  [...submissionsKey(businessId), 'list', status] as const;

/** One page of sign-ups to the business's items by status (1 pending, 2 passed, 3 rejected), newest first. */
export const fetchSubmissionPage = (status: number) => (page: number) =>
  api.call(submissionList, { status, page, page_size: DEFAULT_PAGE_SIZE });

import { DEFAULT_PAGE_SIZE, publisherRecords } from '@kc/shared';
import { api } from '../../../lib/http';

/** One page of what a quota issued, to whom and when (its publisher or a manager of its business). */
export const fetchQuotaRecords = (quotaId: number) => (page: number) =>
  api.call(publisherRecords, { quota_id: quotaId, page, page_size: DEFAULT_PAGE_SIZE });

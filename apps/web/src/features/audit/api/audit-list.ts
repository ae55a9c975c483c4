import { auditList, DEFAULT_PAGE_SIZE, type AuditTypeValue } from '@kc/shared';
import { api } from '../../../lib/http';

export const auditListKey = (status: number, type: AuditTypeValue | undefined) =>
  ['audits', 'list', status, type ?? 'all'] as const;

/** One page of audit records by status (1 pending, 2 passed, 3 rejected) and type, newest first. */
export const fetchAuditPage = (status: number, type: AuditTypeValue | undefined) => (page: number) =>
  api.call(auditList, { status, ...(type ? { type } : {}), page, page_size: DEFAULT_PAGE_SIZE });

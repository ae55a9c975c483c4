import { reportCreate } from '@kc/shared';
import type { ReportQuery } from '../api/report-create';

export type ReportErrors = Partial<Record<'reason' | 'detail' | 'images', string>>;

/** The contract's rules on the form: the query to send, or the first message per field. */
export const checkReport = (
  q: Omit<ReportQuery, 'reason'> & { reason: ReportQuery['reason'] | null },
): { ok: true; query: ReportQuery } | { ok: false; errors: ReportErrors } => {
  const r = reportCreate.query.safeParse(q);
  if (r.success) return { ok: true, query: q as ReportQuery };
  const errors: ReportErrors = {};
  for (const issue of r.error.issues) {
    const field = String(issue.path[0] ?? 'reason') as keyof ReportErrors;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
};

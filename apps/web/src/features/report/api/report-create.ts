import { useMutation } from '@tanstack/react-query';
import { reportCreate, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';

export type ReportQuery = CallQuery<typeof reportCreate>;

/** Reports a thing once (module and id) with a reason, a detail and up to 3 images. */
export function useReportCreate() {
  return useMutation({ mutationFn: (q: ReportQuery) => api.call(reportCreate, q) });
}

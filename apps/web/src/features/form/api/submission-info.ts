import { queryOptions } from '@tanstack/react-query';
import { submissionInfo } from '@kc/shared';
import { api } from '../../../lib/http';
import { submissionsKey } from './form-keys';

/** One sign-up with the form it was filled on (the form's labels name its values). */
export const submissionInfoQuery = (businessId: number | null, id: number) =>
  queryOptions({
    queryKey: [...submissionsKey(businessId), 'info', id],
    queryFn: () => api.call(submissionInfo, { id }),
    staleTime: 0,
  });

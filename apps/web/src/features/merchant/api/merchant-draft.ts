import { queryOptions } from '@tanstack/react-query';
import { merchantDraft } from '@kc/shared';
import { api } from '../../../lib/http';
import { merchantKeys } from './merchant-keys';

/** The caller's business registration: the live application, else the latest approved one, else null. */
export const merchantDraftQuery = () =>
  queryOptions({
    queryKey: merchantKeys.draft,
    queryFn: () => api.call(merchantDraft, {}),
    staleTime: 0,
  });

import { queryOptions } from '@tanstack/react-query';
import { formInfo } from '@kc/shared';
import { api } from '../../../lib/http';
import { formsKey } from './form-keys';

/** One form of the current business (the builder starts from the server's latest copy). */
export const formInfoQuery = (businessId: number | null, id: number) =>
  queryOptions({
    queryKey: [...formsKey(businessId), 'info', id],
    queryFn: () => api.call(formInfo, { id }),
    staleTime: 0,
  });

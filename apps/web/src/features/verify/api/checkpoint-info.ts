import { queryOptions } from '@tanstack/react-query';
import { checkpointInfo } from '@kc/shared';
import { api } from '../../../lib/http';
import { verifyKeys } from './verify-keys';

/** One write-off point with its checkers (its business's managers, or one of its checkers). */
export const checkpointInfoQuery = (id: number) =>
  queryOptions({
    queryKey: verifyKeys.point(id),
    queryFn: () => api.call(checkpointInfo, { id }),
    staleTime: 0,
  });

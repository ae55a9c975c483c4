import { queryOptions } from '@tanstack/react-query';
import { projectInfo } from '@kc/shared';
import { api } from '../../../lib/http';

export const projectInfoQuery = (businessId: number | null, id: number) =>
  queryOptions({
    queryKey: ['projects', businessId, 'info', id],
    queryFn: () => api.call(projectInfo, { id }),
    // the form starts from this copy: always the server's latest
    staleTime: 0,
  });

import { queryOptions } from '@tanstack/react-query';
import { exhibitionBrandList } from '@kc/shared';
import { api } from '../../../lib/http';
import { exhibitionKeys } from './exhibition-keys';

/** Every brand of an exhibition A–Z (the page groups them by letter and searches them in place). */
export const exhibitionBrandsQuery = (projectId: number) =>
  queryOptions({
    queryKey: exhibitionKeys.brands(projectId),
    queryFn: () => api.call(exhibitionBrandList, { project_id: projectId }),
  });

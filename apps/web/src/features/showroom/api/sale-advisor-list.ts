import { queryOptions } from '@tanstack/react-query';
import { saleAdvisorList } from '@kc/shared';
import { api } from '../../../lib/http';
import { showroomKeys } from './showroom-keys';

/** The business's sale advisors (with the number of listings each serves). */
export const saleAdvisorsQuery = (businessId: number | null) =>
  queryOptions({
    queryKey: showroomKeys.advisors(businessId),
    queryFn: () => api.call(saleAdvisorList, {}).then((d) => d.list),
  });

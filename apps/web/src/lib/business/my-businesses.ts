import { queryOptions, useQuery } from '@tanstack/react-query';
import { myBusinesses, type MyBusiness } from '@kc/shared';
import { api } from '../http';
import { useIsLoggedIn, useSession } from '../session-store';

/** The businesses the caller belongs to, with the roles held in each (/my, /my/business and the business pages). */
export const myBusinessesQuery = queryOptions({
  queryKey: ['business', 'mine'],
  queryFn: () => api.call(myBusinesses),
});

export function useMyBusinesses() {
  return useQuery({ ...myBusinessesQuery, enabled: useIsLoggedIn() });
}

/** The session's business while the caller still belongs to it (a stale b_id of another account is ignored). */
export function useCurrentBusiness() {
  const businessId = useSession((s) => s.businessId);
  const query = useMyBusinesses();
  const list: MyBusiness[] = query.data?.list ?? [];
  return { business: list.find((b) => b.business_id === businessId), list, query };
}

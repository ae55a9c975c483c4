import { useQuery } from '@tanstack/react-query';
import { familyList } from '@kc/shared';
import { api } from '../../../lib/http';
import { orderKeys } from './order-keys';

/** The caller's own receiver profile (is_self) and family members, masked: who a bought ticket is for. */
export function useFamilyList() {
  return useQuery({
    queryKey: orderKeys.family,
    queryFn: () => api.call(familyList, {}),
    select: (d) => d.list,
  });
}

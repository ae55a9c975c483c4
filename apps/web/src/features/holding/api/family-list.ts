import { useQuery } from '@tanstack/react-query';
import { familyList } from '@kc/shared';
import { api } from '../../../lib/http';
import { holdingKeys } from './holding-keys';

/** The caller's own receiver profile (first, is_self) and family members, masked. */
export function useFamilyList() {
  return useQuery({
    queryKey: holdingKeys.family,
    queryFn: () => api.call(familyList, {}),
    select: (d) => d.list,
  });
}

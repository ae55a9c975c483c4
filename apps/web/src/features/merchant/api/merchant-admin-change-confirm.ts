import { useMutation, useQueryClient } from '@tanstack/react-query';
import { merchantAdminChangeConfirm, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { myBusinessesQuery } from '../../../lib/business';

/** The owner confirms the change with the code the new administrator read out; the caller's roles are stale after. */
export function useAdminChangeConfirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: CallQuery<typeof merchantAdminChangeConfirm>) => api.call(merchantAdminChangeConfirm, q),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myBusinessesQuery.queryKey }),
  });
}

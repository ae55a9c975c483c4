import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saleAdvisorSave, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { showroomKeys } from './showroom-keys';

export type SaleAdvisorSaveQuery = CallQuery<typeof saleAdvisorSave>;

/** Adds (no id) or changes a sale advisor; shown at once on every listing they serve. */
export function useSaleAdvisorSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: SaleAdvisorSaveQuery) => api.call(saleAdvisorSave, q),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: showroomKeys.all }),
  });
}

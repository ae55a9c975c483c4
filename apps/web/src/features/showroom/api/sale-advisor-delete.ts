import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saleAdvisorDelete } from '@kc/shared';
import { api } from '../../../lib/http';
import { showroomKeys } from './showroom-keys';

/** Removes a sale advisor (from every listing too). */
export function useSaleAdvisorDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(saleAdvisorDelete, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: showroomKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carOwnerApply, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { carOwnerKeys } from './carowner-keys';

export type CarOwnerApplyQuery = CallQuery<typeof carOwnerApply>;

/** Applies for car-owner certification (or again, with `id`); the list and details are stale afterwards. */
export function useCarOwnerApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: CarOwnerApplyQuery) => api.call(carOwnerApply, q),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carOwnerKeys.all }),
  });
}

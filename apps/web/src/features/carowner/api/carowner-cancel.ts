import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carOwnerCancel, type CarOwner } from '@kc/shared';
import { api } from '../../../lib/http';
import { carOwnerKeys } from './carowner-keys';

/** Withdraws my pending application, or gives up an approved certification; the detail takes the answer. */
export function useCarOwnerCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(carOwnerCancel, { id }),
    onSuccess: (c: CarOwner) => {
      queryClient.setQueryData(carOwnerKeys.info(c.id), c);
      void queryClient.invalidateQueries({ queryKey: carOwnerKeys.all });
    },
  });
}

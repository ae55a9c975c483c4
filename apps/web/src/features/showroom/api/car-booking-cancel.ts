import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carBookingCancel } from '@kc/shared';
import { api } from '../../../lib/http';
import { showroomKeys } from './showroom-keys';

/** Cancels one's own pending viewing booking. */
export function useCarBookingCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(carBookingCancel, { id }),
    onSuccess: (b) => queryClient.invalidateQueries({ queryKey: showroomKeys.detail(b.car_id) }),
  });
}

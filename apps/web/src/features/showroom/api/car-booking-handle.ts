import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carBookingHandle } from '@kc/shared';
import { api } from '../../../lib/http';
import { showroomKeys } from './showroom-keys';

/** The dealer marks a booking 已看车 or cancels it. */
export function useCarBookingHandle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: { id: number; action: 'done' | 'cancel' }) => api.call(carBookingHandle, q),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: showroomKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carBookingCreate, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { showroomKeys } from './showroom-keys';

export type CarBookingQuery = CallQuery<typeof carBookingCreate>;

/** 预约看车: the car's detail shows the booking afterwards. */
export function useCarBookingCreate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: CarBookingQuery) => api.call(carBookingCreate, q),
    onSuccess: (b) => queryClient.invalidateQueries({ queryKey: showroomKeys.detail(b.car_id) }),
  });
}

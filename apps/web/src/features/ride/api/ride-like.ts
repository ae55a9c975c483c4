import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rideLike, type RideDetail } from '@kc/shared';
import { api } from '../../../lib/http';
import { rideKeys } from './ride-keys';

/** Like or unlike a ride; the detail's liked flag and count take the server's answer. */
export function useRideLike(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) => api.call(rideLike, { id, like: like ? 1 : 0 }),
    onSuccess: (r) => {
      queryClient.setQueryData<RideDetail>(rideKeys.show(id), (d) =>
        d ? { ...d, liked: r.liked, like_count: r.like_count } : d,
      );
    },
  });
}

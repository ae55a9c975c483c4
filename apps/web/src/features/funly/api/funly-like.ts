import { useMutation, useQueryClient } from '@tanstack/react-query';
import { funlyLike, type FunlyDetail } from '@kc/shared';
import { api } from '../../../lib/http';
import { funlyKeys } from './funly-keys';

/** Like or unlike an event; the detail's liked flag and count take the server's answer. */
export function useFunlyLike(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) => api.call(funlyLike, { id, like: like ? 1 : 0 }),
    onSuccess: (r) => {
      queryClient.setQueryData<FunlyDetail>(funlyKeys.show(id), (d) =>
        d ? { ...d, liked: r.liked, like_count: r.like_count } : d,
      );
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bbsDoLike, type Post } from '@kc/shared';
import { postKeys } from '../../../components/feed';
import { api } from '../../../lib/http';

/** Like or unlike a post; the post's liked flag and count take the server's answer. */
export function usePostLike(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) => api.call(bbsDoLike, { id, like: like ? 1 : 0 }),
    onSuccess: (r) => {
      queryClient.setQueryData<Post>(postKeys.show(id), (p) =>
        p ? { ...p, liked: r.liked, like_count: r.like_count } : p,
      );
    },
  });
}

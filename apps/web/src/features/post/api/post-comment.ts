import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bbsComment, type Post } from '@kc/shared';
import { postKeys } from '../../../components/feed';
import { api } from '../../../lib/http';

/** Comments on a post (or replies to one of its comments); the comment list and the post's count refresh. */
export function usePostComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: { body: string; reply_to?: number }) => api.call(bbsComment, { post_id: postId, ...q }),
    onSuccess: () => {
      queryClient.setQueryData<Post>(postKeys.show(postId), (p) =>
        p ? { ...p, comment_count: p.comment_count + 1 } : p,
      );
      void queryClient.invalidateQueries({ queryKey: postKeys.comments(postId) });
      void queryClient.invalidateQueries({ queryKey: postKeys.show(postId) });
    },
  });
}

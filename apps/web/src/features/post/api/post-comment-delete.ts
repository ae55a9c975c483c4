import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bbsCommentDelete } from '@kc/shared';
import { postKeys } from '../../../components/feed';
import { api } from '../../../lib/http';

/** Deletes a comment (its author or the post's author); the list and the post refresh. */
export function usePostCommentDelete(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(bbsCommentDelete, { id }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: postKeys.comments(postId) });
      void queryClient.invalidateQueries({ queryKey: postKeys.show(postId) });
    },
  });
}

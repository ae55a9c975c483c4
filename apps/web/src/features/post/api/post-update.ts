import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bbsUpdate, type CallQuery } from '@kc/shared';
import { postKeys } from '../../../components/feed';
import { api } from '../../../lib/http';

export type PostUpdateQuery = CallQuery<typeof bbsUpdate>;

/** The author edits their post; the post and every feed take the answer. */
export function usePostUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: PostUpdateQuery) => api.call(bbsUpdate, q),
    onSuccess: (post) => {
      queryClient.setQueryData(postKeys.show(post.id), post);
      void queryClient.invalidateQueries({ queryKey: postKeys.feeds });
    },
  });
}

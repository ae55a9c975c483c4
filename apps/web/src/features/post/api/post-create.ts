import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bbsCreate, type CallQuery } from '@kc/shared';
import { postKeys } from '../../../components/feed';
import { api } from '../../../lib/http';

export type PostCreateQuery = CallQuery<typeof bbsCreate>;

/** Publishes a post; every feed is refreshed. */
export function usePostCreate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: PostCreateQuery) => api.call(bbsCreate, q),
    onSuccess: (post) => {
      queryClient.setQueryData(postKeys.show(post.id), post);
      void queryClient.invalidateQueries({ queryKey: postKeys.feeds });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bbsRelay } from '@kc/shared';
import { postKeys } from '../../../components/feed';
import { api } from '../../../lib/http';

/** Reposts a post with an optional comment; answers the new post. */
export function usePostRelay(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.call(bbsRelay, { id, body }),
    onSuccess: (post) => {
      queryClient.setQueryData(postKeys.show(post.id), post);
      void queryClient.invalidateQueries({ queryKey: postKeys.show(id) });
      void queryClient.invalidateQueries({ queryKey: postKeys.feeds });
    },
  });
}

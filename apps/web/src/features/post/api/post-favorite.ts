import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bbsFavorite, type Post } from '@kc/shared';
import { postKeys } from '../../../components/feed';
import { api } from '../../../lib/http';

/** Favourite or un-favourite a post; the flag and count take the server's answer; the favourites feed refreshes. */
export function usePostFavorite(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favorite: boolean) => api.call(bbsFavorite, { id, favorite: favorite ? 1 : 0 }),
    onSuccess: (r) => {
      queryClient.setQueryData<Post>(postKeys.show(id), (p) =>
        p ? { ...p, favorited: r.favorited, favorite_count: r.favorite_count } : p,
      );
      void queryClient.invalidateQueries({ queryKey: postKeys.feed({ kind: 'favorite' }) });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bbsDelete } from '@kc/shared';
import { postKeys } from '../../../components/feed';
import { api } from '../../../lib/http';

/** The author deletes their post; feeds are refreshed. */
export function usePostDelete(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(bbsDelete, { id }),
    // the detail is left at once; opened again it asks the server (10004)
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: postKeys.feeds });
    },
  });
}

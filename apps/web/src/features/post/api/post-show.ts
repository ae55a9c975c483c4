import { useQuery } from '@tanstack/react-query';
import { bbsShow } from '@kc/shared';
import { postKeys } from '../../../components/feed';
import { api } from '../../../lib/http';

/** One post with the caller's like, favourite and allowed actions. */
export function usePostShow(id: number | undefined) {
  return useQuery({
    queryKey: postKeys.show(id ?? 0),
    queryFn: () => api.call(bbsShow, { id: id ?? 0 }),
    enabled: !!id,
    staleTime: 0,
  });
}

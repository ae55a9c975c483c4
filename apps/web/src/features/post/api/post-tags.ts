import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bbsTags } from '@kc/shared';
import { postKeys } from '../../../components/feed';
import { api } from '../../../lib/http';

/** Tags containing `keyword`, the most used first; '' = the hot tags. */
export function usePostTags(keyword: string, pageSize = 20) {
  return useQuery({
    queryKey: postKeys.tags(keyword),
    queryFn: () => api.call(bbsTags, { keyword, page_size: pageSize }),
    placeholderData: keepPreviousData,
  });
}

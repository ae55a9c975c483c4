import { useQuery } from '@tanstack/react-query';
import { postKeys } from '../../../components/feed';
import { fetchPostComments } from './post-comments';

export const COMMENT_PREVIEW_SIZE = 3;

/** The first comments of a post (the detail's preview). */
export function usePostCommentsPreview(postId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...postKeys.comments(postId), 'preview'],
    queryFn: () => fetchPostComments(postId, COMMENT_PREVIEW_SIZE)(''),
    enabled,
  });
}

import { bbsComments } from '@kc/shared';
import { api } from '../../../lib/http';

export const COMMENT_PAGE_SIZE = 20;

/** One page of a post's comments (oldest first) after `cursor` ('' = the first page). */
export const fetchPostComments =
  (postId: number, pageSize = COMMENT_PAGE_SIZE) =>
  (cursor: string) =>
    api.call(bbsComments, { post_id: postId, cursor, page_size: pageSize });

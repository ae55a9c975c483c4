import { DEFAULT_PAGE_SIZE, projectList } from '@kc/shared';
import { api } from '../../../lib/http';

export type ProjectState = 'draft' | 'published';

export const projectListKey = (businessId: number | null, state: ProjectState, keyword: string) =>
  ['projects', businessId, 'list', state, keyword] as const;

/** One page of the current business's projects in a state (published for /project/manage, draft for /project/drafts). */
export const fetchProjectPage = (state: ProjectState, keyword: string) => (page: number) =>
  api.call(projectList, { state, keyword, page, page_size: DEFAULT_PAGE_SIZE });

import { exhibitionActivityList } from '@kc/shared';
import { api } from '../../../lib/http';

/** One page of an exhibition's activities by start time (ListView pages it). */
export const fetchExhibitionActivities = (projectId: number, page: number) =>
  api.call(exhibitionActivityList, { project_id: projectId, page });

import { offlineConflicts } from '@kc/shared';
import { api } from '../../../lib/http';

/** One page of a point's conflicts (offline write-offs the server refused), newest first. */
export const fetchPointConflicts = (pointId: number) => (page: number) =>
  api.call(offlineConflicts, { id: pointId, page, page_size: 20 });

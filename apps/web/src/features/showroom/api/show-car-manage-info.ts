import { queryOptions } from '@tanstack/react-query';
import { showCarManageInfo } from '@kc/shared';
import { api } from '../../../lib/http';
import { showroomKeys } from './showroom-keys';

/** One listing of the business as it stands (drafts too), with its change waiting for review. */
export const showCarManageQuery = (id: number) =>
  queryOptions({ queryKey: showroomKeys.manage(id), queryFn: () => api.call(showCarManageInfo, { id }) });

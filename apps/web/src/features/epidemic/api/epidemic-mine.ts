import { queryOptions } from '@tanstack/react-query';
import { epidemicMine } from '@kc/shared';
import { api } from '../../../lib/http';
import { epidemicKeys } from './epidemic-keys';

/** The declaration form of an exhibition (the current one without an id) and my declaration of today. */
export const epidemicMineQuery = (projectId: number | undefined) =>
  queryOptions({
    queryKey: epidemicKeys.mine(projectId),
    queryFn: () => api.call(epidemicMine, projectId ? { project_id: projectId } : {}),
  });

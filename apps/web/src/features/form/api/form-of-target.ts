import { queryOptions } from '@tanstack/react-query';
import { formOfTarget } from '@kc/shared';
import { api } from '../../../lib/http';

export type TargetType = 1 | 2 | 3;

export const formOfTargetKey = (type: TargetType, id: number) => ['forms', 'target', type, id] as const;

/** The form to fill for a target, its name and project, and the caller's latest sign-up (uid keys the cache). */
export const formOfTargetQuery = (type: TargetType, id: number, uid: number | null) =>
  queryOptions({
    queryKey: [...formOfTargetKey(type, id), uid],
    queryFn: () => api.call(formOfTarget, { type, id }),
    staleTime: 0,
  });

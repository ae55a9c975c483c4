import { queryOptions, useQuery } from '@tanstack/react-query';
import { centerIndex } from '@kc/shared';
import { api } from '../../../lib/http';
import { personalKeys } from './personal-keys';

/** A personal page: the profile with its counts and how the caller stands to the person (uid 0 = mine). */
export const centerIndexQuery = (uid: number) =>
  queryOptions({
    queryKey: personalKeys.center(uid),
    queryFn: () => api.call(centerIndex, uid > 0 ? { uid } : {}),
    staleTime: 0,
  });

export const useCenterIndex = (uid: number) => useQuery(centerIndexQuery(uid));

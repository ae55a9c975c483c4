import { queryOptions } from '@tanstack/react-query';
import { rideLeaderMine } from '@kc/shared';
import { api } from '../../../lib/http';
import { rideKeys } from './ride-keys';

/** The caller's own leader application (null when none) and whether they may create rides. */
export const rideLeaderMineQuery = () =>
  queryOptions({
    queryKey: rideKeys.leaderMine,
    queryFn: () => api.call(rideLeaderMine, {}),
    staleTime: 0,
  });

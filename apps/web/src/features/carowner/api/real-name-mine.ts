import { queryOptions } from '@tanstack/react-query';
import { realNameMine } from '@kc/shared';
import { api } from '../../../lib/http';
import { realNameKeys } from './carowner-keys';

/** My real-name state (verify/user of the real-name certification), shown on the /my/authentication hub. */
export const realNameMineQuery = () =>
  queryOptions({
    queryKey: realNameKeys.mine,
    queryFn: () => api.call(realNameMine, {}),
    staleTime: 0,
  });

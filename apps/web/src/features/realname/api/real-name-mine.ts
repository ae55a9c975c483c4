import { queryOptions } from '@tanstack/react-query';
import { realNameMine } from '@kc/shared';
import { api } from '../../../lib/http';
import { realnameKeys } from './realname-keys';

/**
 * My certification, masked. A pending face check is settled by the server asking the provider with its own token,
 * so this is also what the provider's return (`?token=`) calls: the browser's token is never sent.
 */
export const realNameMineQuery = () =>
  queryOptions({
    queryKey: realnameKeys.mine,
    queryFn: () => api.call(realNameMine, {}),
    staleTime: 0,
    // a timeout (code 100) or a provider failure is shown with a retry button, not retried behind the person's back
    retry: false,
  });

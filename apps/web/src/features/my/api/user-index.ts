import { queryOptions } from '@tanstack/react-query';
import { userIndex } from '@kc/shared';
import { api } from '../../../lib/http';

/** The personal home's user info with the roles the user holds (auditor is platform-wide). */
export const userIndexQuery = queryOptions({
  queryKey: ['user', 'index'],
  queryFn: () => api.call(userIndex, {}),
});

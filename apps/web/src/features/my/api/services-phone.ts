import { queryOptions } from '@tanstack/react-query';
import { servicesPhone } from '@kc/shared';
import { api } from '../../../lib/http';

/** The customer service phone (config/servicesPhone of the public module). */
export const servicesPhoneQuery = queryOptions({
  queryKey: ['config', 'servicesPhone'],
  queryFn: () => api.call(servicesPhone),
  staleTime: 10 * 60_000,
});

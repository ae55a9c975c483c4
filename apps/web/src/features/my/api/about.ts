import { queryOptions } from '@tanstack/react-query';
import { aboutUs } from '@kc/shared';
import { api } from '../../../lib/http';

export const aboutQuery = queryOptions({
  queryKey: ['doc', 'aboutus'],
  queryFn: () => api.call(aboutUs),
  staleTime: 10 * 60_000,
});

import { queryOptions } from '@tanstack/react-query';
import { adIndex } from '@kc/shared';
import { api } from '../../../lib/http';

/** Banners of a position (home by default), in display order. */
export const bannersQuery = (position = 'home') =>
  queryOptions({
    queryKey: ['banner', position],
    queryFn: () => api.call(adIndex, { position }),
  });

import { queryOptions } from '@tanstack/react-query';
import { exhibitionNewsInfo } from '@kc/shared';
import { api } from '../../../lib/http';
import { exhibitionKeys } from './exhibition-keys';

/** One news item with its (sanitised) body. */
export const exhibitionNewsInfoQuery = (id: number) =>
  queryOptions({ queryKey: exhibitionKeys.newsItem(id), queryFn: () => api.call(exhibitionNewsInfo, { id }) });

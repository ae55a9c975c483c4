import { queryOptions } from '@tanstack/react-query';
import { protocolShow } from '@kc/shared';
import { api } from '../../../lib/http';
import { protocolKeys } from './protocol-keys';

/** An agreement as a reader sees it (sanitised HTML). */
export const protocolShowQuery = (key: string) =>
  queryOptions({
    queryKey: protocolKeys.show(key),
    queryFn: () => api.call(protocolShow, { key }),
  });

import { queryOptions } from '@tanstack/react-query';
import { EPIDEMIC_DOC_KEY, protocolShow } from '@kc/shared';
import { api } from '../../../lib/http';

/** The 防疫须知 a declarant accepts (the `epidemic` document, edited by the platform in /app/protocol/edit). */
export const epidemicNoticeQuery = () =>
  queryOptions({
    queryKey: ['protocol', 'show', EPIDEMIC_DOC_KEY],
    queryFn: () => api.call(protocolShow, { key: EPIDEMIC_DOC_KEY }),
    staleTime: 10 * 60_000,
  });

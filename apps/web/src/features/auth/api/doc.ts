import { queryOptions } from '@tanstack/react-query';
import { docIndex } from '@kc/shared';
import { api } from '../../../lib/http';

/** The documents a user agrees to on login (served by the public module's doc/index). */
export type TermsKey = 'agreement' | 'privacy';

export const docQuery = (key: TermsKey) =>
  queryOptions({
    queryKey: ['doc', key],
    queryFn: () => api.call(docIndex, { key }),
    staleTime: 10 * 60_000,
  });

import { queryOptions } from '@tanstack/react-query';
import { protocolEditInfo } from '@kc/shared';
import { api } from '../../../lib/http';
import { protocolKeys } from './protocol-keys';

/** An agreement as the editors load it (plain text, HTML, version, last editor); the auditor only. */
export const protocolEditQuery = (key: string) =>
  queryOptions({
    queryKey: protocolKeys.edit(key),
    queryFn: () => api.call(protocolEditInfo, { key }),
    // an editor works on what it loaded: no refetch behind the person's back
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

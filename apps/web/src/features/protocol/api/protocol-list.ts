import { queryOptions } from '@tanstack/react-query';
import { protocolList } from '@kc/shared';
import { api } from '../../../lib/http';
import { protocolKeys } from './protocol-keys';

/** Every document with its version, for choosing which one to edit. */
export const protocolListQuery = () =>
  queryOptions({ queryKey: protocolKeys.list(), queryFn: () => api.call(protocolList, {}) });

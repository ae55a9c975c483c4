import { queryOptions } from '@tanstack/react-query';
import { exhibitionCurrent } from '@kc/shared';
import { api } from '../../../lib/http';
import { exhibitionKeys } from './exhibition-keys';

/** The 展会 tab of the variant in use (the server reads the payload's appName): its current exhibition, or the list. */
export const exhibitionCurrentQuery = () =>
  queryOptions({ queryKey: exhibitionKeys.current(), queryFn: () => api.call(exhibitionCurrent, {}) });

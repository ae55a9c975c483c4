import { queryOptions } from '@tanstack/react-query';
import { showCarDetail } from '@kc/shared';
import { api } from '../../../lib/http';
import { showroomKeys } from './showroom-keys';

/** A listed (or sold) car as approved, with the caller's own pending booking. */
export const showCarDetailQuery = (id: number) =>
  queryOptions({ queryKey: showroomKeys.detail(id), queryFn: () => api.call(showCarDetail, { id }) });

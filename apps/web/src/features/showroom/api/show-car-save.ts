import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showCarSave, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { showroomKeys } from './showroom-keys';

export type ShowCarSaveQuery = CallQuery<typeof showCarSave>;

/**
 * Creates (no id) or saves a listing; `submit: true` sends a draft to review. A listed one's changes go to review
 * on their own (the server answers `pending_change`). Showroom queries are stale afterwards.
 */
export function useShowCarSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: ShowCarSaveQuery) => api.call(showCarSave, q),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: showroomKeys.all }),
  });
}

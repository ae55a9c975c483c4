import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteFamily } from '@kc/shared';
import { api } from '../../../lib/http';
import { holdingKeys } from './holding-keys';

/** Removes a family member (items received for them stay); the list refetches. */
export function useDeleteFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(deleteFamily, { id }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: holdingKeys.family }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { centerBlock } from '@kc/shared';
import { api } from '../../../lib/http';
import { personalKeys } from './personal-keys';

/** Block or unblock a person; every people screen is refreshed (the follows both ways are gone). */
export function useCenterBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: { uid: number; block: boolean }) => api.call(centerBlock, { uid: q.uid, block: q.block ? 1 : 0 }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalKeys.all }),
  });
}

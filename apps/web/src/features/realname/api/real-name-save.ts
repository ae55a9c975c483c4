import { useMutation, useQueryClient } from '@tanstack/react-query';
import { realNameSave, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { realnameKeys } from './realname-keys';

export type RealNameSaveQuery = CallQuery<typeof realNameSave>;

/** Applies for real-name certification (face check or manual review); the answer is my new state. */
export function useRealNameSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: RealNameSaveQuery) => api.call(realNameSave, q),
    onSuccess: (data) => queryClient.setQueryData(realnameKeys.mine, data),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { merchantSave, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { merchantKeys } from './merchant-keys';

export type MerchantSaveQuery = CallQuery<typeof merchantSave>;

/** Saves fields of the caller's draft (the server makes it on the first save); the answer is the new draft. */
export function useMerchantSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: MerchantSaveQuery) => api.call(merchantSave, q),
    onSuccess: (application) => queryClient.setQueryData(merchantKeys.draft, { application }),
  });
}

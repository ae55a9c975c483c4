import { useMutation, useQueryClient } from '@tanstack/react-query';
import { merchantSubmit } from '@kc/shared';
import { api } from '../../../lib/http';
import { merchantKeys } from './merchant-keys';

/** Submits the caller's complete draft to the platform's review. */
export function useMerchantSubmit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(merchantSubmit, {}),
    onSuccess: (application) => queryClient.setQueryData(merchantKeys.draft, { application }),
  });
}

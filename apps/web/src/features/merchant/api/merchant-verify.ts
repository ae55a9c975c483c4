import { useMutation, useQueryClient } from '@tanstack/react-query';
import { merchantVerify, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { merchantKeys } from './merchant-keys';

export type MerchantVerifyQuery = CallQuery<typeof merchantVerify>;

/** Verifies the applicant (name, ID number, the SMS code); the answer is the draft. */
export function useMerchantVerify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: MerchantVerifyQuery) => api.call(merchantVerify, q),
    onSuccess: (application) => queryClient.setQueryData(merchantKeys.draft, { application }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bindWechat } from '@kc/shared';
import { api } from '../../../lib/http';
import { walletKeys } from './wallet-keys';

/** The sandbox code the server accepts only in the payment sandbox (binds a test account). */
export const SANDBOX_BIND_CODE = 'sandbox';

/** Binds the withdrawal account from an OAuth code; the answer is the new wallet. */
export function useBindWechat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.call(bindWechat, { code }),
    onSuccess: (wallet) => {
      queryClient.setQueryData(walletKeys.info, wallet);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}

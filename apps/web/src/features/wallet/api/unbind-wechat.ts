import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unbindWechat } from '@kc/shared';
import { api } from '../../../lib/http';
import { walletKeys } from './wallet-keys';

/** Unbinds the withdrawal account (refused while a withdrawal is pending); the answer is the new wallet. */
export function useUnbindWechat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(unbindWechat, {}),
    onSuccess: (wallet) => {
      queryClient.setQueryData(walletKeys.info, wallet);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unbindWechat } from '@kc/shared';
import { api } from '../../../lib/http';
import { WALLET_INFO_KEY } from './wechat-account';

/** Unbinds the WeChat account (refused while a withdrawal is pending). */
export function useUnbindWechat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(unbindWechat, {}),
    onSuccess: (wallet) => queryClient.setQueryData(WALLET_INFO_KEY, wallet),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bindWechat } from '@kc/shared';
import { api } from '../../../lib/http';
import { WALLET_INFO_KEY } from './wechat-account';

/** Binds a WeChat account from an OAuth code when none is bound (the sandbox code binds a test account). */
export function useBindWechat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.call(bindWechat, { code }),
    onSuccess: (wallet) => queryClient.setQueryData(WALLET_INFO_KEY, wallet),
  });
}

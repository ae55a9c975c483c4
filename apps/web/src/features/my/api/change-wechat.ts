import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeWechat, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { WALLET_INFO_KEY } from './wechat-account';

/** Replaces the bound WeChat account: the own mobile (othertel), its SMS code and the new account's OAuth code. */
export function useChangeWechat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: CallQuery<typeof changeWechat>) => api.call(changeWechat, query),
    onSuccess: (wallet) => queryClient.setQueryData(WALLET_INFO_KEY, wallet),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setLoginPassword, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { userInfoQuery } from './user-info';

/** 设置登录密码 / 修改登录密码 by SMS code; the caller's other sessions end on the server. */
export function useSetLoginPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: CallQuery<typeof setLoginPassword>) => api.call(setLoginPassword, query),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
  });
}

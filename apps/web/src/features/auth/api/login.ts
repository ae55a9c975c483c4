import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { login, type CallQuery } from '@kc/shared';
import { paths, safeRedirect } from '../../../config/paths';
import { api, showError } from '../../../lib/http';
import { useSession } from '../../../lib/session';

export type LoginQuery = CallQuery<typeof login>;

/** Logs in (SMS code or password), stores the session and goes to the redirect target or /my. */
export function useLogin() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: LoginQuery) => api.call(login, query),
    onSuccess: (session) => {
      queryClient.clear();
      useSession.getState().setSession(session);
      Toast.show({ icon: 'success', content: '登录成功' });
      void navigate(safeRedirect(search.get('redirect')) ?? paths.home, { replace: true });
    },
    onError: showError,
  });
}

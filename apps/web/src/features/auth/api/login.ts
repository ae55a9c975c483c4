import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { login, type CallQuery, type Session } from '@kc/shared';
import { paths, safeRedirect } from '../../../config/paths';
import { api, showError } from '../../../lib/http';
import { useSession } from '../../../lib/session';

export type LoginQuery = CallQuery<typeof login>;

/** Stores a new session (login, password reset), says so and goes to the redirect target or /my. */
export function useStartSession() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  return (session: Session, message = '登录成功') => {
    queryClient.clear();
    useSession.getState().setSession(session);
    Toast.show({ icon: 'success', content: message });
    void navigate(safeRedirect(search.get('redirect')) ?? paths.home, { replace: true });
  };
}

/** Logs in (SMS code or password), stores the session and goes to the redirect target or /my. */
export function useLogin() {
  const start = useStartSession();
  return useMutation({
    mutationFn: (query: LoginQuery) => api.call(login, query),
    onSuccess: (session) => start(session),
    onError: showError,
  });
}

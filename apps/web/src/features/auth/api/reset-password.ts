import { useMutation } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { normalizeMobile, resetPassword, smsSend, type CallQuery } from '@kc/shared';
import { api, showError } from '../../../lib/http';
import { useStartSession } from './login';

/** Sends the SMS code of a password reset (scene setpassword); false (with a toast) when not sent. */
export const sendResetCode = async (mobileInput: string): Promise<boolean> => {
  const mobile = normalizeMobile(mobileInput);
  if (!mobile) {
    Toast.show({ content: '请输入正确的手机号' });
    return false;
  }
  try {
    await api.call(smsSend, { mobile, scene: 'setpassword' });
    Toast.show({ content: '验证码已发送' });
    return true;
  } catch (e) {
    showError(e);
    return false;
  }
};

/** 忘记密码: mobile, code and the new password; the server ends every other session and logs this one in. */
export function useResetPassword() {
  const start = useStartSession();
  return useMutation({
    mutationFn: (query: CallQuery<typeof resetPassword>) => api.call(resetPassword, query),
    onSuccess: (session) => start(session, '密码已重置'),
    onError: showError,
  });
}

import { Toast } from 'antd-mobile';
import { normalizeMobile, smsSend } from '@kc/shared';
import { api, showError } from '../../../lib/http';

/** Sends the login SMS code; false (with a toast) when the mobile is wrong or the server refuses. */
export const sendLoginCode = async (mobileInput: string): Promise<boolean> => {
  const mobile = normalizeMobile(mobileInput);
  if (!mobile) {
    Toast.show({ content: '请输入正确的手机号' });
    return false;
  }
  try {
    await api.call(smsSend, { mobile, scene: 'login' });
    Toast.show({ content: '验证码已发送' });
    return true;
  } catch (e) {
    showError(e);
    return false;
  }
};

import { merchantVerifySend } from '@kc/shared';
import { api, showError } from '../../../lib/http';

/** Sends the applicant's check code to the caller's own mobile: the masked mobile, or null (with the server's message). */
export const sendMerchantVerifyCode = async (): Promise<string | null> => {
  try {
    return (await api.call(merchantVerifySend, {})).mobile;
  } catch (e) {
    showError(e);
    return null;
  }
};

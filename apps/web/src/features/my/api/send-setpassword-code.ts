import { smsSend } from '@kc/shared';
import { api, showError } from '../../../lib/http';

/**
 * Sends the SMS code of scene setpassword to the caller's own mobile: it confirms a new login password and a change
 * of WeChat account. False (with the server's message) when it was not sent.
 */
export const sendSetpasswordCode = async (mobile: string): Promise<boolean> => {
  try {
    await api.call(smsSend, { mobile, scene: 'setpassword' });
    return true;
  } catch (e) {
    showError(e);
    return false;
  }
};

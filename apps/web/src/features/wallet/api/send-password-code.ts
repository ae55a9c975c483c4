import { smsSend } from '@kc/shared';
import { api, showError } from '../../../lib/http';

/** Sends the SMS code (scene setpassword) to the caller's own mobile; false when it was not sent. */
export const sendPasswordCode = async (mobile: string): Promise<boolean> => {
  try {
    await api.call(smsSend, { mobile, scene: 'setpassword' });
    return true;
  } catch (e) {
    showError(e);
    return false;
  }
};

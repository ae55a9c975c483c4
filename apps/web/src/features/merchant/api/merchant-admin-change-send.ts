import { merchantAdminChangeSend, type CallData } from '@kc/shared';
import { api, showError } from '../../../lib/http';

export type AdminChangeSent = CallData<typeof merchantAdminChangeSend>;

/** Sends the consent code to the new administrator's mobile (for the current business); null when not sent. */
export const sendAdminChangeCode = async (mobile: string): Promise<AdminChangeSent | null> => {
  try {
    return await api.call(merchantAdminChangeSend, { mobile });
  } catch (e) {
    showError(e);
    return null;
  }
};

import { useMutation } from '@tanstack/react-query';
import { drawdown, smsSend } from '@kc/shared';
import { api, showError } from '../../../lib/http';

/** Sends the SMS code that confirms the account deletion; false when it was not sent. */
export const sendDrawdownCode = async (mobile: string): Promise<boolean> => {
  try {
    await api.call(smsSend, { mobile, scene: 'drawdown' });
    return true;
  } catch (e) {
    showError(e);
    return false;
  }
};

export function useDrawdown() {
  return useMutation({ mutationFn: (smscode: string) => api.call(drawdown, { smscode }) });
}

import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Toast } from 'antd-mobile';
import { loginPath } from '../../../config/paths';
import { showError } from '../../../lib/http';
import { isLoggedIn } from '../../../lib/session';
import { useReceiveUser, type ReceiveOutcome } from '../api/receive-user';

/**
 * Receiving a free item (for oneself or a family member): one at a time, the server's refusal as a toast
 * (已发完, 已达到每人限领数量, 该内容当前不在发放期), the result kept for the result popup. Logged out, it goes
 * to the login page and comes back here.
 */
export function useReceiveFlow(spm: string) {
  const navigate = useNavigate();
  const here = useLocation();
  const mutation = useReceiveUser();
  const [receivingId, setReceivingId] = useState<number | null>(null);
  const [result, setResult] = useState<ReceiveOutcome | null>(null);

  const receive = (itemId: number, recipientId?: number) => {
    if (!isLoggedIn()) {
      Toast.show({ content: '请登录' });
      void navigate(loginPath(here.pathname + here.search));
      return;
    }
    if (receivingId !== null) return;
    setReceivingId(itemId);
    mutation.mutate(
      { itemId, recipientId: recipientId ?? null, spm },
      {
        onSuccess: (r) => setResult(r),
        onError: showError,
        onSettled: () => setReceivingId(null),
      },
    );
  };

  return { receive, receivingId, result, close: () => setResult(null) };
}

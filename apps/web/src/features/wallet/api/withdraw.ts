import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawal } from '@kc/shared';
import { api } from '../../../lib/http';
import { walletKeys } from './wallet-keys';

/**
 * Withdraws `money` (yuan, ≤ 2 decimals, e.g. '12.50') with the pay password; the balance and lists refresh.
 * `requestId` is the attempt's idempotency key: sent again after a timeout, it answers the withdrawal already made.
 */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: { password: string; money: string; requestId: string }) =>
      api.call(withdrawal, { withdrawal: q.password, money: q.money, request_id: q.requestId }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['user', 'info'] });
    },
  });
}

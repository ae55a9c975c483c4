import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lotteryCancel } from '@kc/shared';
import { api } from '../../../lib/http';
import { lotteryKeys } from './lottery-keys';

/** Cancels a draft. */
export function useCancelLottery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(lotteryCancel, { id }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: lotteryKeys.all }),
  });
}

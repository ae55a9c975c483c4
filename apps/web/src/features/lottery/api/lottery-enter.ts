import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lotteryEnter } from '@kc/shared';
import { api } from '../../../lib/http';
import { lotteryKeys } from './lottery-keys';

/** Enters a lottery (once per person; the server checks the conditions). */
export function useEnterLottery(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(lotteryEnter, { id }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: lotteryKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lotteryConfirm } from '@kc/shared';
import { api } from '../../../lib/http';
import { lotteryKeys } from './lottery-keys';

/** 确认领奖: the winner on the screen came; the next one is revealed. */
export function useConfirmWinner(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (winnerId: number) => api.call(lotteryConfirm, { id, winner_id: winnerId }),
    onSuccess: (s) => queryClient.setQueryData(lotteryKeys.screen(id), s),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lotteryAbsent } from '@kc/shared';
import { api } from '../../../lib/http';
import { lotteryKeys } from './lottery-keys';

/** 未到场，重新抽取: the prize goes to the next position of the same order. */
export function useAbsentWinner(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (winnerId: number) => api.call(lotteryAbsent, { id, winner_id: winnerId }),
    onSuccess: (s) => queryClient.setQueryData(lotteryKeys.screen(id), s),
  });
}

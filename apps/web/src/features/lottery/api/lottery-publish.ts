import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lotteryPublish } from '@kc/shared';
import { api } from '../../../lib/http';
import { lotteryKeys } from './lottery-keys';

/** Publishes a draft: the seed is committed by its hash and everything is frozen. */
export function usePublishLottery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(lotteryPublish, { id }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: lotteryKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lotterySave, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { lotteryKeys } from './lottery-keys';

export type LotterySaveQuery = CallQuery<typeof lotterySave>;

/** Creates or rewrites a draft lottery. */
export function useSaveLottery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: LotterySaveQuery) => api.call(lotterySave, q),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: lotteryKeys.all }),
  });
}

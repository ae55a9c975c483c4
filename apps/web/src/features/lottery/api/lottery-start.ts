import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lotteryStart } from '@kc/shared';
import { api } from '../../../lib/http';
import { lotteryKeys } from './lottery-keys';

/** Closes the entries and draws (the server fixes the order; parallel starts make one draw). */
export function useStartLottery(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(lotteryStart, { id }),
    onSuccess: (s) => queryClient.setQueryData(lotteryKeys.screen(id), s),
  });
}

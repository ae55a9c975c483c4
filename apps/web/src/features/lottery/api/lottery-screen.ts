import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lotteryScreen, type LotteryScreen } from '@kc/shared';
import { api } from '../../../lib/http';
import { lotteryKeys } from './lottery-keys';

/** The big screen's state, read again every few seconds (the state lives on the server: a refresh resumes). */
export function useLotteryScreen(id: number) {
  return useQuery({
    queryKey: lotteryKeys.screen(id),
    queryFn: () => api.call(lotteryScreen, { id }),
    refetchInterval: 4000,
  });
}

/**
 * An action of the big screen (start, 确认领奖, 未到场): the server answers with the new screen, which replaces the one
 * shown. A read of the screen still on its way (it polls every 4 s) is cancelled first: sent before the action was
 * applied, its older answer would otherwise land after the new one and show the last winner again.
 */
export function useScreenAction<V>(id: number, call: (v: V) => Promise<LotteryScreen>) {
  const queryClient = useQueryClient();
  const key = lotteryKeys.screen(id);
  return useMutation({
    mutationFn: call,
    onSuccess: async (s) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, s);
    },
  });
}

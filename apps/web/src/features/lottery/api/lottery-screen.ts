import { useQuery } from '@tanstack/react-query';
import { lotteryScreen } from '@kc/shared';
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

import { useQuery } from '@tanstack/react-query';
import { lotteryShow } from '@kc/shared';
import { api } from '../../../lib/http';
import { lotteryKeys } from './lottery-keys';

/** A lottery with its prizes, fairness record, winners and the caller's eligibility and result (the server says). */
export function useLotteryShow(id: number) {
  return useQuery({ queryKey: lotteryKeys.show(id), queryFn: () => api.call(lotteryShow, { id }) });
}

import { lotteryAbsent } from '@kc/shared';
import { api } from '../../../lib/http';
import { useScreenAction } from './lottery-screen';

/** 未到场，重新抽取: the prize goes to the next position of the same order. */
export function useAbsentWinner(id: number) {
  return useScreenAction(id, (winnerId: number) => api.call(lotteryAbsent, { id, winner_id: winnerId }));
}

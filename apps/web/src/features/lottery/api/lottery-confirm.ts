import { lotteryConfirm } from '@kc/shared';
import { api } from '../../../lib/http';
import { useScreenAction } from './lottery-screen';

/** 确认领奖: the winner on the screen came; the next one is revealed. */
export function useConfirmWinner(id: number) {
  return useScreenAction(id, (winnerId: number) => api.call(lotteryConfirm, { id, winner_id: winnerId }));
}

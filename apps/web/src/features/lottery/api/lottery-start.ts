import { lotteryStart } from '@kc/shared';
import { api } from '../../../lib/http';
import { useScreenAction } from './lottery-screen';

/** Closes the entries and draws (the server fixes the order; parallel starts make one draw). */
export function useStartLottery(id: number) {
  return useScreenAction(id, () => api.call(lotteryStart, { id }));
}

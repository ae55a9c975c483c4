import { lotteryList } from '@kc/shared';
import { api } from '../../../lib/http';

/** One page of the published, drawing and drawn lotteries. */
export const fetchLotteryList = (page: number) => api.call(lotteryList, { page });

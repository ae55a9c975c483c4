import { lotteryMy } from '@kc/shared';
import { api } from '../../../lib/http';

/** One page of the caller's entries with their result. */
export const fetchLotteryMy = (page: number) => api.call(lotteryMy, { page });

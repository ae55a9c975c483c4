import { lotteryManageList } from '@kc/shared';
import { api } from '../../../lib/http';

/** One page of the current business's lotteries, drafts included. */
export const fetchLotteryManageList = (page: number) => api.call(lotteryManageList, { page });

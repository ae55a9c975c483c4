import { useQuery } from '@tanstack/react-query';
import { lotteryManageInfo } from '@kc/shared';
import { api } from '../../../lib/http';
import { lotteryKeys } from './lottery-keys';

/** A lottery of the current business with its editable fields (id 0: a new draft, nothing to load). */
export function useLotteryManageInfo(id: number) {
  return useQuery({
    queryKey: lotteryKeys.manageInfo(id),
    queryFn: () => api.call(lotteryManageInfo, { id }),
    enabled: id > 0,
  });
}

import { useQuery } from '@tanstack/react-query';
import { blindBoxList, funlyList, saleList } from '@kc/shared';
import { api } from '../../../lib/http';
import { orderKeys } from './order-keys';

/** The most of each kind the 购票 tab shows at once (the full ticket list is /exhibition/ticket). */
const SHOWN = 50;

/** The paid items on sale now (the exhibitions' tickets and coupons), first page. */
export const useSaleFirstPage = () =>
  useQuery({
    queryKey: [...orderKeys.saleList(undefined), 'tab'],
    queryFn: () => api.call(saleList, { page: 1, page_size: SHOWN }),
  });

/** The blind boxes on sale now. */
export const useBlindBoxesOnSale = () =>
  useQuery({
    queryKey: [...orderKeys.saleAll, 'blindbox'],
    queryFn: () => api.call(blindBoxList, { page: 1, page_size: SHOWN }),
  });

/** Published events (running or not started): the 购票 tab keeps the paid ones. */
export const usePaidEvents = () =>
  useQuery({
    queryKey: [...orderKeys.saleAll, 'events'],
    queryFn: () => api.call(funlyList, { filter: 1, page: 1, page_size: SHOWN }),
    select: (d) => d.list.filter((e) => e.price > 0 && (e.running_state === 1 || e.running_state === 4)),
  });

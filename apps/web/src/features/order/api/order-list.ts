import { DEFAULT_PAGE_SIZE, orderList } from '@kc/shared';
import { api } from '../../../lib/http';
import type { OrderFilter } from '../utils/order-text';

/** One page of the caller's orders, newest first, filtered by state ('all' for every one). */
export const fetchOrders = (filter: OrderFilter) => (page: number) =>
  api.call(orderList, { filters: filter, page, page_size: DEFAULT_PAGE_SIZE });

import {
  DEFAULT_PAGE_SIZE,
  statisticsChannelList,
  statisticsProjectList,
  statisticsTicketList,
  statisticsUserList,
  type CallData,
} from '@kc/shared';
import { api } from '../../../lib/http';

/** The filter every ranked list takes: the range, a search text ('' = none), an item type for the item lists. */
export interface RankFilter {
  start_date?: string;
  end_date?: string;
  search: string;
  ticket_type?: 1 | 2 | 3;
}

export type ProjectRank = CallData<typeof statisticsProjectList>['list'][number];
export type ChannelRank = CallData<typeof statisticsChannelList>['list'][number];
export type PromoterRank = CallData<typeof statisticsUserList>['list'][number];
export type ItemRank = CallData<typeof statisticsTicketList>['list'][number];

/** The query sent: absent fields stay absent (an empty search is no search). */
const queryOf = (f: RankFilter, page: number) => ({
  ...(f.start_date && f.end_date ? { start_date: f.start_date, end_date: f.end_date } : {}),
  ...(f.search.trim() ? { search: f.search.trim() } : {}),
  ...(f.ticket_type ? { ticket_type: f.ticket_type } : {}),
  page,
  page_size: DEFAULT_PAGE_SIZE,
});

export const fetchProjectRanks = (f: RankFilter) => (page: number) => api.call(statisticsProjectList, queryOf(f, page));
export const fetchChannelRanks = (f: RankFilter) => (page: number) => api.call(statisticsChannelList, queryOf(f, page));
export const fetchPromoterRanks = (f: RankFilter) => (page: number) => api.call(statisticsUserList, queryOf(f, page));
export const fetchItemRanks = (f: RankFilter) => (page: number) => api.call(statisticsTicketList, queryOf(f, page));

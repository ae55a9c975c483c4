import type { DayRange } from '../../../components/ui/date-range-bar';

/** The item kinds of /efficiency/{type}: ticket_type 1 门票, 2 优惠券, 3 邀请函. */
export const ITEM_TYPES = { ticket: 1, coupon: 2, invitation: 3 } as const;
export type ItemType = keyof typeof ITEM_TYPES;
export const ITEM_TYPE_NAMES: Record<ItemType, string> = { ticket: '门票', coupon: '优惠券', invitation: '邀请函' };
export const isItemType = (v: string | undefined): v is ItemType => v !== undefined && v in ITEM_TYPES;

/** The ranked lists: /efficiency/project, /channel, /spread (promoters). */
export type RankKind = 'project' | 'channel' | 'spread';
export const RANK_NAMES: Record<RankKind, string> = { project: '项目', channel: '渠道', spread: '推广人' };

export type SearchType = ItemType | 'spread' | 'channel';

/** `?start_date&end_date` (with more fields) of a link, so the next screen keeps the range. */
export const rangeSearch = (range: DayRange, extra: Record<string, string | number | undefined> = {}): string => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) s.set(k, String(v));
  if (range.start_date) s.set('start_date', range.start_date);
  if (range.end_date) s.set('end_date', range.end_date);
  const text = s.toString();
  return text ? `?${text}` : '';
};

export const efficiencyPaths = {
  overview: (r: DayRange) => `/efficiency${rangeSearch(r)}`,
  ranks: (kind: RankKind, r: DayRange) => `/efficiency/${kind}${rangeSearch(r)}`,
  rankDetail: (kind: RankKind, id: number, r: DayRange) => `/efficiency/${kind}/detail${rangeSearch(r, { id })}`,
  items: (type: ItemType, r: DayRange) => `/efficiency/${type}${rangeSearch(r)}`,
  itemDetail: (type: ItemType, id: number, projectId: number | null, r: DayRange) =>
    `/efficiency/detail/${type}${rangeSearch(r, { id, projectid: projectId ?? undefined })}`,
  search: (type: SearchType, r: DayRange) => `/efficiency/search/${type}${rangeSearch(r)}`,
};

import {
  formatDate,
  formatDistance,
  formatYuan,
  RIDE_DIFFICULTY_LABELS,
  RIDE_PACE_LABELS,
  type RideCard,
} from '@kc/shared';

/** `y.m.d h:i - m.d h:i` (the end's date left out when the same day), or 时间待定. */
export const rideTimeText = (start: number | null, end: number | null): string => {
  if (start === null) return '时间待定';
  const a = formatDate(start, 'y.m.d h:i');
  if (end === null) return a;
  const sameDay = formatDate(start, 'y.m.d') === formatDate(end, 'y.m.d');
  return `${a} - ${formatDate(end, sameDay ? 'h:i' : 'm.d h:i')}`;
};

/** 起点 → 终点 · N km */
export const rideRouteText = (r: Pick<RideCard, 'route_start' | 'route_end' | 'distance_km'>): string =>
  `${r.route_start || '起点待定'} → ${r.route_end || '终点待定'} · ${r.distance_km} km`;

/** 配速 · 难度 labels */
export const ridePaceText = (r: Pick<RideCard, 'pace' | 'difficulty'>): string =>
  [RIDE_PACE_LABELS[r.pace], RIDE_DIFFICULTY_LABELS[r.difficulty]].filter(Boolean).join(' · ');

/** 免费 or ¥x.xx/人 (the share each rider pays, fen) */
export const rideFeeText = (fen: number): string => (fen > 0 ? `¥${formatYuan(fen)}/人` : '免费');

/** taken/capacity, or 已报N人·不限 for unlimited */
export const ridePlacesText = (capacity: number, taken: number): string =>
  capacity === 0 ? `已报${taken}人 · 不限人数` : `已报${taken}/${capacity}人`;

/** 距离 1.23km or 距离 未知 */
export const rideAwayText = (km: number | null): string => `距离 ${formatDistance(km)}`;

/** A checkpoint's window `m.d h:i–h:i` (the close's date shown when another day). */
export const windowText = (open: number, close: number): string => {
  const sameDay = formatDate(open, 'y.m.d') === formatDate(close, 'y.m.d');
  return `${formatDate(open, 'm.d h:i')}–${formatDate(close, sameDay ? 'h:i' : 'm.d h:i')}`;
};

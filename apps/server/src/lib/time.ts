import { formatDate } from '@kc/shared';

/** A moment as the unix seconds the API answers (`create_time`, `expire_time`, …); null stays null. */
export function toSecs(d: Date): number;
export function toSecs(d: Date | null): number | null;
export function toSecs(d: Date | null): number | null {
  return d ? Math.floor(d.getTime() / 1000) : null;
}

/** The business day a write-off counts in: the date in Asia/Shanghai (UTC+8 all year). */
export const shanghaiDay = (at: Date): string => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

const day = (d: Date | null) => (d ? formatDate(d, 'y.m.d') : '待定');
/** A validity as "y.m.d - y.m.d" ("待定" for an open end). */
export const dateString = (start: Date | null, end: Date | null): string => `${day(start)} - ${day(end)}`;

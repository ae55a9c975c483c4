import { formatDate } from '@kc/shared';

/** 2026.05.01 - 2026.05.10 (one day: just the day). */
export const dateRange = (start: number, end: number): string => {
  const a = formatDate(start, 'y.m.d');
  const b = formatDate(end, 'y.m.d');
  return a === b ? a : `${a} - ${b}`;
};

/** 05.01 09:00-11:00 on one day, else both ends with their day. */
export const timeRange = (start: number, end: number): string =>
  formatDate(start, 'm.d') === formatDate(end, 'm.d')
    ? `${formatDate(start, 'm.d h:i')}-${formatDate(end, 'h:i')}`
    : `${formatDate(start, 'm.d h:i')} - ${formatDate(end, 'm.d h:i')}`;

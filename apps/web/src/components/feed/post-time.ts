import { formatDate } from '@kc/shared';

/**
 * When a post or comment was written, as a feed shows it: 刚刚, N分钟前, N小时前 (within a day), then m-d h:i this
 * year and y-m-d before. `secs` and `nowMs` are the server's seconds and the device's milliseconds.
 */
export const postTimeText = (secs: number, nowMs: number = Date.now()): string => {
  const ago = Math.floor(nowMs / 1000) - secs;
  if (ago < 60) return '刚刚';
  if (ago < 3600) return `${Math.floor(ago / 60)}分钟前`;
  if (ago < 86400) return `${Math.floor(ago / 3600)}小时前`;
  return formatDate(secs, 'y') === formatDate(nowMs, 'y') ? formatDate(secs, 'm-d h:i') : formatDate(secs, 'y-m-d');
};

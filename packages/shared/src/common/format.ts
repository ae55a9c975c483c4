import { DATE_FORMAT } from './constants.js';

/** ID numbers show the first 6 and last 2 characters. */
export const maskIdNumber = (v: string): string =>
  v.length <= 8 ? v : `${v.slice(0, 6)}${'*'.repeat(v.length - 8)}${v.slice(-2)}`;

/** Phone numbers show the first 3 and last 4 digits. */
export const maskPhone = (v: string): string => (v.length < 8 ? v : `${v.slice(0, 3)}****${v.slice(-4)}`);

/** Names keep the first character (and the last of three or more): 王*明, 王*. */
export const maskName = (v: string): string => {
  const c = [...v];
  if (c.length <= 1) return v;
  if (c.length === 2) return `${c[0]}*`;
  return `${c[0]}${'*'.repeat(c.length - 2)}${c[c.length - 1]}`;
};

/** 10-digit timestamps are seconds; longer ones milliseconds. */
export const toMillis = (ts: number | string): number => {
  const n = Number(ts);
  return String(Math.trunc(Math.abs(n))).length === 10 ? n * 1000 : n;
};

const CHINA_OFFSET_MS = 8 * 3600 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** Formats in China time (UTC+8, no daylight saving): y, m, d, h, i, s tokens; default `y.m.d h:i`. */
export const formatDate = (ts: number | string | Date, format: string = DATE_FORMAT): string => {
  const ms = ts instanceof Date ? ts.getTime() : toMillis(ts);
  if (!Number.isFinite(ms)) return '';
  const d = new Date(ms + CHINA_OFFSET_MS);
  const parts: Record<string, string> = {
    y: String(d.getUTCFullYear()),
    m: pad(d.getUTCMonth() + 1),
    d: pad(d.getUTCDate()),
    h: pad(d.getUTCHours()),
    i: pad(d.getUTCMinutes()),
    s: pad(d.getUTCSeconds()),
  };
  return format.replace(/[ymdhis]/g, (t) => parts[t]!);
};

/** Distance in kilometres with 2 decimals, or 未知 when unknown. */
export const formatDistance = (km: number | null | undefined): string =>
  typeof km === 'number' && Number.isFinite(km) && km >= 0 ? `${km.toFixed(2)}km` : '未知';

/** Integer fen → yuan with 2 decimals, only at the edge. */
export const formatYuan = (fen: number): string => {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${pad(abs % 100)}`;
};

/** Object-storage resize suffix (spec 9): height, width, default model fill. */
export const imageResize = (url: string, size: { w: number; h: number; mode?: string }): string =>
  url
    ? `${url}${url.includes('?') ? '&' : '?'}x-oss-process=image/resize,m_${size.mode ?? 'fill'},h_${size.h},w_${size.w}`
    : url;

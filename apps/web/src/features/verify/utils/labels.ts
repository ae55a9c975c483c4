import { formatDate, maskPhone } from '@kc/shared';

/** write_off_type of spec 3.3. */
export const WRITE_OFF_TYPES = [
  { value: 1, label: '主动核销', hint: '核销员扫码' },
  { value: 2, label: '扫码核销', hint: '持有人扫核销点码' },
] as const;

export const writeOffTypeLabel = (t: number): string => {
  const found = WRITE_OFF_TYPES.find((x) => x.value === t);
  return found ? `${found.label}（${found.hint}）` : '未知类型';
};

/** A write-off record's mode: 1 the checker scanned, 2 the holder scanned the point. */
export const recordModeLabel = (mode: number): string =>
  mode === 1 ? '核销员扫码' : mode === 2 ? '持有人扫码' : '未知方式';

/** write_off_num: 0 is no limit. */
export const pointLimitLabel = (n: number): string => (n > 0 ? `${n} 次` : '不限');

/** A holder as a checker may see them: name and the mobile masked (3 + 4 digits). */
export const holderLabel = (name: string, mobile: string): string =>
  [name.trim(), mobile ? maskPhone(mobile) : ''].filter(Boolean).join(' ') || '—';

/** Full time of a write-off, seconds included (the checker compares it with now). */
export const writeOffTime = (ts: number): string => formatDate(ts, 'y.m.d h:i:s');

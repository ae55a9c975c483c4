import { DatePicker } from 'antd-mobile';
import { useState } from 'react';
import { formatDate } from '@kc/shared';

export interface DateFieldProps {
  /** seconds, or null when not chosen */
  value: number | null;
  onChange: (seconds: number) => void;
  precision: 'day' | 'minute';
  placeholder: string;
  /** where the picker opens when nothing is chosen yet (default now) */
  suggest?: () => Date;
  title?: string;
}

const YEAR_MS = 365 * 24 * 3600 * 1000;
const UNITS: Record<string, string> = { year: '年', month: '月', day: '日', hour: '时', minute: '分' };
/** Each column's values carry their unit (2026年 05月 12日 14时 30分), so the columns read without guessing. */
export const dateColumnLabel = (type: string, data: number): string =>
  type === 'now'
    ? '至今'
    : type in UNITS
      ? `${type === 'year' ? data : String(data).padStart(2, '0')}${UNITS[type]}`
      : String(data);

/** A date (or date and time) chosen with the bottom picker; shown as y.m.d (h:i). */
export function DateField({ value, onChange, precision, placeholder, suggest, title }: DateFieldProps) {
  // the picker's starting point and range, fixed when it opens; null while closed
  const [opening, setOpening] = useState<{ at: Date; min: Date; max: Date } | null>(null);
  const open = () => {
    const now = Date.now();
    const at = value === null ? (suggest?.() ?? new Date(now)) : new Date(value * 1000);
    setOpening({ at, min: new Date(Math.min(now - YEAR_MS, at.getTime())), max: new Date(now + 5 * YEAR_MS) });
  };
  return (
    <>
      <button type="button" className={value === null ? 'date-field is-empty' : 'date-field'} onClick={open}>
        {value === null ? placeholder : formatDate(value, precision === 'day' ? 'y.m.d' : 'y.m.d h:i')}
      </button>
      <DatePicker
        visible={opening !== null}
        title={title}
        precision={precision}
        min={opening?.min}
        max={opening?.max}
        value={opening?.at ?? null}
        renderLabel={dateColumnLabel}
        onClose={() => setOpening(null)}
        onConfirm={(d) => onChange(Math.floor(d.getTime() / 60_000) * 60)}
      />
    </>
  );
}

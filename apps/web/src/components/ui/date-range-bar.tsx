import { DatePicker } from 'antd-mobile';
import { useState } from 'react';
import { formatDate } from '@kc/shared';
import { dateColumnLabel } from './date-field';
import styles from './date-range-bar.module.css';

/** A range of days (y-m-d, both included); neither end means all time. */
export interface DayRange {
  start_date?: string;
  end_date?: string;
}

export type RangePreset = 'today' | 'week' | 'month' | 'all' | 'custom';

const PRESETS: { key: Exclude<RangePreset, 'custom'>; label: string; days: number }[] = [
  { key: 'today', label: '今日', days: 1 },
  { key: 'week', label: '近7天', days: 7 },
  { key: 'month', label: '近30天', days: 30 },
  { key: 'all', label: '全部', days: 0 },
];

/** Today's y-m-d in China (Asia/Shanghai), whatever the device's zone. */
export const chinaToday = (nowMs: number = Date.now()): string => formatDate(nowMs, 'y-m-d');

/** The y-m-d `n` days before `day`. */
export const daysBefore = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/** The range of a preset ending today (the last `days` days, today included); 全部 has no ends. */
export const presetRange = (preset: Exclude<RangePreset, 'custom'>, today: string = chinaToday()): DayRange => {
  const p = PRESETS.find((x) => x.key === preset)!;
  return p.days === 0 ? {} : { start_date: daysBefore(today, p.days - 1), end_date: today };
};

/** Which preset a range is (custom when none). */
export const presetOf = (r: DayRange, today: string = chinaToday()): RangePreset => {
  for (const p of PRESETS) {
    const x = presetRange(p.key, today);
    if (x.start_date === r.start_date && x.end_date === r.end_date) return p.key;
  }
  return 'custom';
};

const toLocalDate = (day: string | undefined): Date => {
  const [y, m, d] = (day ?? chinaToday()).split('-').map(Number);
  return new Date(y!, m! - 1, d!);
};
const fromLocalDate = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export interface DateRangeBarProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** the rule a chosen range must pass (a Chinese message, or null when it may be used) */
  check?: (range: DayRange) => string | null;
}

/**
 * 今日 / 近7天 / 近30天 / 全部 and 自定义 with a start and an end day picker. A custom range is used once both days
 * are chosen and `check` passes; its message shows under the pickers otherwise.
 */
export function DateRangeBar({ value, onChange, check }: DateRangeBarProps) {
  const current = presetOf(value);
  const [custom, setCustom] = useState(current === 'custom');
  const [draft, setDraft] = useState<DayRange>(current === 'custom' ? value : {});
  const [picking, setPicking] = useState<'start_date' | 'end_date' | null>(null);
  const complete = Boolean(draft.start_date && draft.end_date);
  // a chosen pair, else a range that came with the link (one end only, or the wrong way round)
  const issue =
    custom && (complete || value.start_date || value.end_date) ? (check?.(complete ? draft : value) ?? null) : null;

  const choose = (field: 'start_date' | 'end_date', day: string) => {
    const next = { ...draft, [field]: day };
    setDraft(next);
    if (next.start_date && next.end_date && !check?.(next)) onChange(next);
  };

  return (
    <div className={styles.bar}>
      <div className={styles.presets} role="group" aria-label="统计日期">
        {PRESETS.map((p) => (
          <button
            key={p.key}
            type="button"
            className={styles.preset}
            aria-pressed={!custom && current === p.key}
            onClick={() => {
              setCustom(false);
              onChange(presetRange(p.key));
            }}
          >
            {p.label}
          </button>
        ))}
        <button
          type="button"
          className={styles.preset}
          aria-pressed={custom}
          onClick={() => {
            setCustom(true);
            setDraft(value.start_date ? value : {});
          }}
        >
          自定义
        </button>
      </div>
      {custom && (
        <div className={styles.custom}>
          <button
            type="button"
            className={styles.day}
            aria-label={draft.start_date && `开始日期 ${draft.start_date}`}
            onClick={() => setPicking('start_date')}
          >
            {draft.start_date ?? '开始日期'}
          </button>
          <span aria-hidden>至</span>
          <button
            type="button"
            className={styles.day}
            aria-label={draft.end_date && `结束日期 ${draft.end_date}`}
            onClick={() => setPicking('end_date')}
          >
            {draft.end_date ?? '结束日期'}
          </button>
        </div>
      )}
      {issue && (
        <p className={styles.issue} role="alert">
          {issue}
        </p>
      )}
      <DatePicker
        visible={picking !== null}
        title={picking === 'end_date' ? '结束日期' : '开始日期'}
        precision="day"
        min={toLocalDate(daysBefore(chinaToday(), 366 * 3))}
        max={toLocalDate(chinaToday())}
        value={picking ? toLocalDate(draft[picking]) : null}
        renderLabel={dateColumnLabel}
        onClose={() => setPicking(null)}
        onConfirm={(d) => {
          if (picking) choose(picking, fromLocalDate(d));
        }}
      />
    </div>
  );
}

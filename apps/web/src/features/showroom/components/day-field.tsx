import { DatePicker } from 'antd-mobile';
import { useState } from 'react';
import { dateColumnLabel } from '../../../components/ui/date-field';

/** `YYYY-MM-DD` of a picked day (the picker's local midnight). */
const dayOf = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** The day as a local date (noon, away from any midnight shift). */
const dateOf = (day: string) => new Date(`${day}T12:00:00`);

export interface DayFieldProps {
  /** YYYY-MM-DD, '' when not chosen */
  value: string;
  onChange: (day: string) => void;
  placeholder: string;
  title: string;
  /** the first and last day offered */
  min: Date;
  max: Date;
}

/** A calendar day picked from the bottom picker within [min, max]; shown as YYYY-MM-DD. */
export function DayField({ value, onChange, placeholder, title, min, max }: DayFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={value ? 'date-field' : 'date-field is-empty'}
        aria-label={`${title}：${value || placeholder}`}
        onClick={() => setOpen(true)}
      >
        {value || placeholder}
      </button>
      <DatePicker
        visible={open}
        title={title}
        precision="day"
        min={min}
        max={max}
        value={value ? dateOf(value) : null}
        renderLabel={dateColumnLabel}
        onClose={() => setOpen(false)}
        onConfirm={(d) => onChange(dayOf(d))}
      />
    </>
  );
}

import { DatePicker } from 'antd-mobile';
import { useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');
/** The picked day as 'YYYY-MM-DD' (the device's calendar day, as the person saw it). */
export const toYmd = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const fromYmd = (v: string): Date | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
};

const MIN = new Date(1920, 0, 1);
const max = () => new Date(new Date().getFullYear() + 10, 11, 31);

/** A day chosen with the bottom DatePicker; the value is 'YYYY-MM-DD' or '' for none. */
export function DateInput({
  value,
  placeholder,
  label,
  onChange,
}: {
  value: string;
  placeholder: string;
  label: string;
  onChange: (v: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={label}
        className={value ? 'date-field' : 'date-field is-empty'}
        onClick={() => setOpen(true)}
      >
        {value || placeholder}
      </button>
      <DatePicker
        title={label}
        visible={open}
        min={MIN}
        max={max()}
        value={fromYmd(value)}
        onClose={() => setOpen(false)}
        onConfirm={(d) => onChange(toYmd(d))}
      />
    </>
  );
}

import { DatePicker } from 'antd-mobile';
import { useState } from 'react';
import { formatDate } from '@kc/shared';

const YEAR_MS = 365 * 24 * 3600 * 1000;

/** A day as 'YYYY-MM-DD' chosen with the bottom picker. */
export function DateValueInput({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
}) {
  // the picker's range, fixed when it opens; null while closed
  const [openAt, setOpenAt] = useState<number | null>(null);
  const now = openAt ?? 0;
  return (
    <>
      <button
        type="button"
        className={value ? 'date-field' : 'date-field is-empty'}
        onClick={() => setOpenAt(Date.now())}
      >
        {value || `请选择${label}`}
      </button>
      <DatePicker
        visible={openAt !== null}
        title={label}
        precision="day"
        min={new Date(now - 100 * YEAR_MS)}
        max={new Date(now + 10 * YEAR_MS)}
        value={value ? new Date(`${value}T00:00:00`) : new Date(now)}
        onClose={() => setOpenAt(null)}
        onConfirm={(d) => onChange(formatDate(d, 'y-m-d'))}
      />
    </>
  );
}

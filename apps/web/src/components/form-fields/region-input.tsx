import { CascadePicker } from 'antd-mobile';
import { useState } from 'react';
import { REGIONS } from './regions';

/** Province / city / district from the bundled list; the value is the chosen names (empty for none). */
export function RegionInput({
  value,
  placeholder,
  label,
  onChange,
}: {
  value: string[];
  placeholder: string;
  label: string;
  onChange: (v: string[]) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={label}
        className={value.length ? 'date-field' : 'date-field is-empty'}
        onClick={() => setOpen(true)}
      >
        {value.length ? value.join(' ') : placeholder}
      </button>
      <CascadePicker
        title={label}
        visible={open}
        options={REGIONS}
        value={value}
        onClose={() => setOpen(false)}
        onConfirm={(v) => onChange(v.filter((x): x is string => typeof x === 'string' && x !== ''))}
      />
    </>
  );
}

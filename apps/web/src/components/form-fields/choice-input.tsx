import { Selector } from 'antd-mobile';
import styles from './choice-input.module.css';

/** Short options sit three or two to a row, long ones one per row. */
const columnsFor = (options: string[]) => {
  const longest = Math.max(0, ...options.map((o) => o.length));
  return longest <= 4 ? 3 : longest <= 8 ? 2 : 1;
};

export interface ChoiceInputProps {
  options: string[];
  multiple: boolean;
  value: string[];
  label: string;
  onChange: (v: string[]) => void;
}

/** A single or multiple choice as chips. */
export function ChoiceInput({ options, multiple, value, label, onChange }: ChoiceInputProps) {
  return (
    <div role="group" aria-label={label}>
      <Selector<string>
        className={styles.choice}
        columns={columnsFor(options)}
        multiple={multiple}
        options={options.map((o) => ({ label: o, value: o }))}
        value={value}
        onChange={onChange}
      />
    </div>
  );
}

import { Selector } from 'antd-mobile';

export interface Option<V extends number | string> {
  value: V;
  label: string;
}

export interface OptionSelectorProps<V extends number | string> {
  options: readonly Option<V>[];
  value: V | null;
  onChange: (value: V) => void;
  columns?: number;
}

/** Single choice as chips; tapping the chosen one again keeps it (a choice cannot be emptied). */
export function OptionSelector<V extends number | string>({
  options,
  value,
  onChange,
  columns,
}: OptionSelectorProps<V>) {
  return (
    <Selector<V>
      className="option-selector"
      columns={columns ?? options.length}
      options={options.map((o) => ({ value: o.value, label: o.label }))}
      value={value === null ? [] : [value]}
      showCheckMark={false}
      onChange={(v) => {
        if (v[0] !== undefined) onChange(v[0]);
      }}
    />
  );
}

import styles from './chip-filter.module.css';

/**
 * One choice of a row of chips that scrolls sideways (a list's type filter): each chip is a button, pressed when
 * chosen, so the row is reachable and usable by keyboard and screen readers (antd's CapsuleTabs are plain divs).
 */
export function ChipFilter<K extends string>({
  options,
  value,
  onChange,
  label,
}: {
  options: readonly { key: K; label: string }[];
  value: K;
  onChange: (key: K) => void;
  /** the group's name (类型) */
  label: string;
}) {
  return (
    <div className={styles.chips} role="group" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.key}
          type="button"
          className={styles.chip}
          aria-pressed={o.key === value}
          onClick={() => onChange(o.key)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

import styles from './sort-tabs.module.css';

export type SortDir = 'asc' | 'desc';
export interface SortValue<K extends string> {
  key: K;
  dir: SortDir;
}
export interface SortOption<K extends string> {
  key: K;
  label: string;
  /** the direction a first tap picks (desc for "newest", "most"); default desc */
  firstDir?: SortDir;
  /** a tab without directions (综合) */
  fixed?: boolean;
}

const DIR_LABEL: Record<SortDir, string> = { asc: '升序', desc: '降序' };

/** The next sort after tapping a tab: another tab takes its first direction; the current one flips. */
export const nextSort = <K extends string>(current: SortValue<K>, o: SortOption<K>): SortValue<K> =>
  current.key !== o.key
    ? { key: o.key, dir: o.firstDir ?? 'desc' }
    : { key: o.key, dir: o.fixed ? current.dir : current.dir === 'asc' ? 'desc' : 'asc' };

/** Sorts a copy of `rows` by a value of each (numbers or strings). */
export const sortRows = <T, K extends string>(
  rows: readonly T[],
  sort: SortValue<K>,
  valueOf: (row: T, key: K) => number | string,
): T[] => {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = valueOf(a, sort.key);
    const y = valueOf(b, sort.key);
    return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'zh')) * sign;
  });
};

/**
 * Sort tabs over a list (综合 / 价格 / 时间 …): tapping a tab sorts by it, tapping it again flips ascending and
 * descending; the arrows and the button's name say which (“价格，升序”).
 */
export function SortTabs<K extends string>({
  options,
  value,
  onChange,
  label = '排序方式',
}: {
  options: readonly SortOption<K>[];
  value: SortValue<K>;
  onChange: (v: SortValue<K>) => void;
  label?: string;
}) {
  return (
    <div className={styles.tabs} role="group" aria-label={label}>
      {options.map((o) => {
        const on = o.key === value.key;
        return (
          <button
            key={o.key}
            type="button"
            className={styles.tab}
            aria-pressed={on}
            aria-label={on && !o.fixed ? `${o.label}，${DIR_LABEL[value.dir]}` : o.label}
            onClick={() => onChange(nextSort(value, o))}
          >
            {o.label}
            {!o.fixed && (
              <span className={styles.arrows} aria-hidden="true">
                <span className={on && value.dir === 'asc' ? styles.on : styles.off}>▲</span>
                <span className={on && value.dir === 'desc' ? styles.on : styles.off}>▼</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

import styles from './bar-chart.module.css';

export interface BarRow {
  /** stable key */
  key: string | number;
  name: string;
  value: number;
  /** a short second figure after the value, e.g. 核销 12 */
  note?: string;
}

export interface BarChartProps {
  /** what is measured, e.g. 核销点核销 */
  label: string;
  rows: readonly BarRow[];
  /** the unit after a figure (default 次) */
  unit?: string;
  /** how a value is written (default as it is), e.g. fen as 元 */
  format?: (value: number) => string;
}

/** The Chinese summary read out instead of the picture. */
export const barSummary = (
  label: string,
  rows: readonly BarRow[],
  unit = '次',
  format: (v: number) => string = String,
): string => {
  if (rows.length === 0) return `${label}：暂无数据`;
  const total = rows.reduce((s, r) => s + r.value, 0);
  const top = rows.reduce((a, r) => (r.value > a.value ? r : a), rows[0]!);
  return `${label}：共${rows.length}项，合计${format(total)}${unit}，最多为${top.name}${format(top.value)}${unit}`;
};

/**
 * A dependency-free horizontal bar chart: one bar a row, longest for the largest value. It is an image for
 * assistive technology (role="img" with a Chinese summary) and carries the figures as a visually hidden table.
 */
export function BarChart({ label, rows, unit = '次', format = String }: BarChartProps) {
  const summary = barSummary(label, rows, unit, format);
  if (rows.length === 0)
    return (
      <p className={styles.empty} role="img" aria-label={summary}>
        暂无数据
      </p>
    );
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <figure className={styles.chart}>
      <div role="img" aria-label={summary}>
        {rows.map((r) => (
          <div key={r.key} className={styles.row} aria-hidden>
            <span className={styles.name}>{r.name}</span>
            <span className={styles.track}>
              <span className={styles.bar} style={{ width: `${(Math.max(0, r.value) / max) * 100}%` }} />
            </span>
            <span className={styles.value}>
              {format(r.value)}
              {r.note && <span className={styles.note}>{r.note}</span>}
            </span>
          </div>
        ))}
      </div>
      <table className="sr-only">
        <caption>{`${label}数据`}</caption>
        <thead>
          <tr>
            <th scope="col">名称</th>
            <th scope="col">{`${label}（${unit}）`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <td>{r.name}</td>
              <td>{r.note ? `${format(r.value)}，${r.note}` : format(r.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export default BarChart;

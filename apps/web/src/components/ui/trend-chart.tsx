import styles from './trend-chart.module.css';

export interface TrendPoint {
  /** y-m-d (or any short date text) */
  date: string;
  count: number;
}

export interface TrendChartProps {
  /** what is counted, e.g. 报名 */
  label: string;
  points: readonly TrendPoint[];
  /** line (default) or bars */
  variant?: 'line' | 'bar';
  /** the unit after a figure in the summary, e.g. 人 (default 次) */
  unit?: string;
}

const W = 320;
const H = 160;
const PAD = { top: 12, right: 8, bottom: 22, left: 30 };

/** 05-12 from 2025-05-12 (anything else as it is). */
const shortDate = (d: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(d) ? d.slice(5) : d);

/** A round axis maximum at or above `max` (1, 2, 5 × 10ⁿ), never 0. */
export const niceMax = (max: number): number => {
  // counts are whole: the middle grid line (half the top) must be a whole number too
  if (max <= 2) return 2;
  const p = 10 ** Math.floor(Math.log10(max));
  const n = max / p;
  return (n <= 1 ? 1 : n <= 2 ? 2 : n <= 5 ? 5 : 10) * p;
};

/** The Chinese summary read out instead of the picture. */
export const trendSummary = (label: string, points: readonly TrendPoint[], unit = '次'): string => {
  if (points.length === 0) return `${label}每日趋势：暂无数据`;
  const total = points.reduce((s, p) => s + p.count, 0);
  const top = points.reduce((a, p) => (p.count > a.count ? p : a), points[0]!);
  const first = points[0]!.date;
  const last = points[points.length - 1]!.date;
  const range = first === last ? first : `${first}至${last}`;
  return `${label}每日趋势：${range}共${points.length}天，合计${total}${unit}，最高${top.date}为${top.count}${unit}`;
};

/**
 * A dependency-free SVG line or bar chart of daily counts. It is an image for assistive technology (role="img"
 * with a Chinese summary) and carries the figures as a visually hidden table.
 */
export function TrendChart({ label, points, variant = 'line', unit = '次' }: TrendChartProps) {
  const summary = trendSummary(label, points, unit);
  if (points.length === 0)
    return (
      <p className={styles.empty} role="img" aria-label={summary}>
        暂无数据
      </p>
    );
  const top = niceMax(Math.max(...points.map((p) => p.count)));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const n = points.length;
  const step = innerW / n;
  const x = (i: number) => PAD.left + step * i + step / 2;
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH;
  const baseY = PAD.top + innerH;
  // at most about 6 date labels under the axis
  const every = Math.max(1, Math.ceil(n / 6));
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.count).toFixed(1)}`).join(' ');
  const barW = Math.max(2, Math.min(24, step * 0.6));

  return (
    <figure className={styles.chart}>
      <svg className={styles.svg} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary}>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line
              className={f === 0 ? styles.axis : styles.grid}
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(top * f)}
              y2={y(top * f)}
            />
            <text className={styles.label} x={PAD.left - 4} y={y(top * f) + 3} textAnchor="end">
              {Math.round(top * f)}
            </text>
          </g>
        ))}
        {variant === 'bar' ? (
          points.map((p, i) => (
            <rect
              key={p.date}
              className={styles.bar}
              x={x(i) - barW / 2}
              y={y(p.count)}
              width={barW}
              height={Math.max(0, baseY - y(p.count))}
              rx={2}
            />
          ))
        ) : (
          <>
            <path
              className={styles.area}
              d={`${line} L${x(n - 1).toFixed(1)},${baseY} L${x(0).toFixed(1)},${baseY} Z`}
            />
            <path className={styles.line} d={line} />
            {n <= 31 &&
              points.map((p, i) => <circle key={p.date} className={styles.dot} cx={x(i)} cy={y(p.count)} r={2.5} />)}
          </>
        )}
        {points.map((p, i) =>
          i % every === 0 ? (
            <text key={p.date} className={styles.label} x={x(i)} y={H - 6} textAnchor="middle">
              {shortDate(p.date)}
            </text>
          ) : null,
        )}
      </svg>
      <table className="sr-only">
        <caption>{`${label}每日数据`}</caption>
        <thead>
          <tr>
            <th scope="col">日期</th>
            <th scope="col">{label}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.date}>
              <td>{p.date}</td>
              <td>{p.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export default TrendChart;

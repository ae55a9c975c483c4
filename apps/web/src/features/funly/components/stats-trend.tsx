import { lazy, Suspense } from 'react';
import type { TrendPoint } from '../../../components/ui/trend-chart';
import styles from './stats.module.css';

// the chart is never in the entry bundle: it loads with the first trend shown
const TrendChart = lazy(() => import('../../../components/ui/trend-chart'));

/** A daily trend under its heading; the chart loads lazily. */
export function StatsTrend({
  title,
  label,
  points,
  variant,
  unit,
}: {
  title: string;
  label: string;
  points: readonly TrendPoint[];
  variant?: 'line' | 'bar';
  unit?: string;
}) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      <div className={styles.chartBox}>
        <Suspense fallback={<p className={styles.figureLabel}>图表加载中…</p>}>
          <TrendChart label={label} points={points} variant={variant} unit={unit} />
        </Suspense>
      </div>
    </section>
  );
}

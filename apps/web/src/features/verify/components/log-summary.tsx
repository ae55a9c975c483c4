import { useQuery } from '@tanstack/react-query';
import { pointLogSummaryQuery } from '../api/checkpoint-logs';
import styles from './log.module.css';
import ui from './verify.module.css';

/** The point's total and its totals per day, newest day first as the server gives them. */
export function LogSummary({ pointId }: { pointId: number }) {
  const q = useQuery(pointLogSummaryQuery(pointId));
  if (!q.data) return null;
  const { total, days } = q.data;
  return (
    <section className={ui.card} aria-label="核销统计">
      <div className={styles.total}>
        <span>累计核销</span>
        <strong>{total}</strong>
        <span>次</span>
      </div>
      {days.length > 0 && (
        <ul className={styles.days}>
          {days.map((d) => (
            <li key={d.day}>
              <span>{d.day}</span>
              <b>{d.count} 次</b>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

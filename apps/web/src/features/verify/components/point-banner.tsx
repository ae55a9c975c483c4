import type { MyPoint } from '../api/checker-items';
import styles from './point-banner.module.css';

/** The point being scanned at: its name, the item, today's write-offs there. */
export function PointBanner({ point }: { point: MyPoint }) {
  return (
    <section className={styles.banner} aria-label="当前核销点">
      <div className={styles.main}>
        <span className={styles.label}>当前核销点</span>
        <strong className={styles.name}>{point.point_name}</strong>
        <span className={styles.item}>{point.item.name}</span>
      </div>
      <div className={styles.today}>
        <span>今日核销</span>
        <strong>{point.today}</strong>
      </div>
    </section>
  );
}

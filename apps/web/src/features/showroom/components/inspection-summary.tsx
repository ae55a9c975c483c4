import { INSPECTION_ITEMS, inspectionItemLabel, type Inspection } from '@kc/shared';
import styles from './car-detail.module.css';

/** The inspection summary: each item 无 (passed) or what was found. */
export function InspectionSummary({ inspection }: { inspection: Inspection | null }) {
  return (
    <section className="section" aria-label="检测报告">
      <h3 className="kv-title">检测报告</h3>
      {inspection === null ? (
        <p className={styles.muted}>暂无检测报告</p>
      ) : (
        <ul className={styles.inspection}>
          {INSPECTION_ITEMS.map((k) => {
            const r = inspection[k];
            return (
              <li key={k} className={r.passed ? styles.passed : styles.found}>
                <span className={styles.mark} aria-hidden>
                  {r.passed ? '✓' : '!'}
                </span>
                <span>
                  {r.passed ? `无${inspectionItemLabel[k]}` : `有${inspectionItemLabel[k]}记录`}
                  {!r.passed && r.note && <span className={styles.note}>{r.note}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

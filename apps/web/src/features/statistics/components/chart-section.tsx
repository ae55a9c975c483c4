import type { ReactNode } from 'react';
import styles from './statistics.module.css';

/** A card with a heading around one chart. */
export function ChartSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

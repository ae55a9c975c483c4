import type { ReactNode } from 'react';
import styles from './section-title.module.css';

/** The title line of a section (我的票券, 退款记录, the refunded item). */
export function SectionTitle({ children }: { children: ReactNode }) {
  return <div className={styles.title}>{children}</div>;
}

import type { ReactNode } from 'react';
import styles from './exhibition.module.css';

/** A titled card of the 展会 tab with its 查看更多 link and an empty text. */
export function HomeSection(props: {
  title: string;
  more?: { label: string; onOpen: () => void };
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-label={props.title}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{props.title}</h2>
        {props.more && !props.isEmpty && (
          <button type="button" className={styles.more} onClick={props.more.onOpen}>
            {props.more.label}
          </button>
        )}
      </div>
      {props.isEmpty ? <div className={styles.empty}>{props.empty}</div> : props.children}
    </section>
  );
}

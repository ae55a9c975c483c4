import type { ReactNode } from 'react';
import styles from './demo.module.css';

/** The short explanation above a demo: which shared component it shows, and where the app uses it. */
export function DemoIntro({
  component,
  file,
  usedIn,
  children,
}: {
  component: string;
  file: string;
  usedIn: string;
  children?: ReactNode;
}) {
  return (
    <section className={styles.intro} aria-label="组件说明">
      <h2>{component}</h2>
      <p>
        源码：<code>{file}</code>
      </p>
      {children && <p>{children}</p>}
      <p>用于：{usedIn}</p>
    </section>
  );
}

/** A titled card holding one example. */
export function DemoBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.block} aria-label={title}>
      <h3 className={styles.blockTitle}>{title}</h3>
      {children}
    </section>
  );
}

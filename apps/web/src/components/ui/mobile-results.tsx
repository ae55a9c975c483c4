import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './mobile-results.module.css';

export interface MobileResult {
  mobile: string;
  ok: boolean;
  message: string;
}

/** 发放结果: 成功 or the server's reason (发放失败 without one) for each mobile, the totals, and `children` under the list. */
export function MobileResults({ results, children }: { results: MobileResult[]; children?: ReactNode }) {
  const ok = results.filter((r) => r.ok).length;
  return (
    <section className={cx('section', styles.results)} aria-label="发放结果">
      <header className={styles.head}>
        <h3>发放结果</h3>
        <span>
          成功 {ok} · 失败 {results.length - ok}
        </span>
      </header>
      <ul className={styles.list}>
        {results.map((r) => (
          <li key={r.mobile} className={r.ok ? 'is-ok' : 'is-failed'}>
            <span className={styles.mobile}>{r.mobile}</span>
            <span className={styles.status}>{r.ok ? '成功' : r.message || '发放失败'}</span>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}

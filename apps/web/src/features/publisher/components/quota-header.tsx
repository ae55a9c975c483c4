import { ProgressBar } from 'antd-mobile';
import type { PublisherQuota } from '@kc/shared';
import styles from './quota-header.module.css';

/** The quota being issued from: the item, its business and what is left. */
export function QuotaHeader({ quota }: { quota: PublisherQuota }) {
  const percent = quota.quota ? Math.round((quota.issued / quota.quota) * 100) : 0;
  return (
    <section className={styles.header} aria-label="发放额度">
      <h2 className={styles.name}>{quota.item_name || '未命名'}</h2>
      <p className={styles.business}>{quota.business_name}</p>
      <ProgressBar percent={percent} className={styles.progress} />
      <div className={styles.foot}>
        <span>
          已发 {quota.issued}/{quota.quota}
        </span>
        <span className={styles.remaining}>
          剩余 <b>{quota.remaining}</b>/{quota.quota}
        </span>
      </div>
    </section>
  );
}

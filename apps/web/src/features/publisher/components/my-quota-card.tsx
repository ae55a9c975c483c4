import { Button, ProgressBar, Tag } from 'antd-mobile';
import type { PublisherQuota } from '@kc/shared';
import { PRODUCT_TYPE_LABEL } from '../../../lib/issuing';
import styles from './my-quota-card.module.css';

export interface MyQuotaCardProps {
  quota: PublisherQuota;
  onIssue: () => void;
  onRecords: () => void;
}

/** One of my quotas as publisher: the item, its business, 剩余 x/y, 发放记录 and 去发放. */
export function MyQuotaCard({ quota, onIssue, onRecords }: MyQuotaCardProps) {
  const percent = quota.quota ? Math.round((quota.issued / quota.quota) * 100) : 0;
  return (
    <article className={styles.card} aria-label={quota.item_name}>
      <div className={styles.title}>
        <Tag color="primary" fill="outline">
          {PRODUCT_TYPE_LABEL[quota.product_type] ?? '票券'}
        </Tag>
        <strong>{quota.item_name || '未命名'}</strong>
      </div>
      <p className={styles.business}>{quota.business_name}</p>
      <ProgressBar percent={percent} className={styles.progress} />
      <div className={styles.foot}>
        <span className={styles.remaining}>
          剩余 <b>{quota.remaining}</b>/{quota.quota}
        </span>
        <div className={styles.actions}>
          <Button size="small" color="primary" fill="outline" onClick={onRecords}>
            发放记录
          </Button>
          <Button size="small" color="primary" disabled={quota.remaining <= 0} onClick={onIssue}>
            {quota.remaining > 0 ? '去发放' : '已发完'}
          </Button>
        </div>
      </div>
    </article>
  );
}

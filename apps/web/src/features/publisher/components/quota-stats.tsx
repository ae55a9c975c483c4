import type { PublisherQuota } from '@kc/shared';
import { cx } from '../../../components/ui/cx';
import styles from './quota-stats.module.css';

/** 额度 / 已发 / 剩余 of a quota, side by side. */
export function QuotaStats({ quota }: { quota: Pick<PublisherQuota, 'quota' | 'issued' | 'remaining'> }) {
  const cells = [
    { label: '额度', value: quota.quota },
    { label: '已发', value: quota.issued },
    { label: '剩余', value: quota.remaining, strong: true },
  ];
  return (
    <dl className={styles.stats} data-testid="quota-stats">
      {cells.map((c) => (
        <div key={c.label} className={cx(styles.stat, c.strong && styles.strong)}>
          <dt>{c.label}</dt>
          <dd>{c.value}</dd>
        </div>
      ))}
    </dl>
  );
}

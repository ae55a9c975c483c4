import { Avatar } from 'antd-mobile';
import { maskPhone, type PublisherQuota } from '@kc/shared';
import { QuotaStats } from './quota-stats';
import styles from './publisher-card.module.css';

/** Whose quota of which item, and its use: the head of the records page. */
export function QuotaSummary({ quota }: { quota: PublisherQuota }) {
  return (
    <section className={styles.card} aria-label="发放额度">
      <div className={styles.who}>
        <Avatar className={styles.avatar} src={quota.avatar} />
        <div className={styles.id}>
          <strong className={styles.name}>{quota.user_name || '未设置昵称'}</strong>
          <span className={styles.mobile}>
            {maskPhone(quota.mobile)} · {quota.item_name}
          </span>
        </div>
      </div>
      <QuotaStats quota={quota} />
    </section>
  );
}

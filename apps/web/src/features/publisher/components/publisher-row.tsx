import { Avatar } from 'antd-mobile';
import { CardLink, cardProps } from '../../../components/ui/card-link';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { maskPhone, type PublisherQuota } from '@kc/shared';
import { QuotaStats } from './quota-stats';
import { cx } from '../../../components/ui/cx';
import styles from './publisher-card.module.css';

/** A publisher of an item for its managers: who (avatar, name, masked mobile) and their quota; tap for the records. */
export function PublisherRow({ quota, onClick }: { quota: PublisherQuota; onClick: () => void }) {
  const name = quota.user_name || '未设置昵称';
  return (
    <article className={cx(styles.card, styles.link)} {...cardProps(onClick, name)}>
      <div className={styles.who}>
        <Avatar className={styles.avatar} src={quota.avatar} />
        <div className={styles.id}>
          <strong className={styles.name}>
            <CardLink onOpen={onClick} label={`${name} 发放记录`}>
              {name}
            </CardLink>
          </strong>
          <span className={styles.mobile}>{maskPhone(quota.mobile)}</span>
        </div>
        <span className={styles.more}>
          发放记录
          <ChevronRightIcon />
        </span>
      </div>
      <QuotaStats quota={quota} />
    </article>
  );
}

import { Button, Tag } from 'antd-mobile';
import type { Received } from '@kc/shared';
import { PRODUCT_TYPE_LABEL } from '../../../lib/issuing';
import { HolderCard } from './holder-card';
import styles from './received-card.module.css';

/** One item distributed to me: 去领取 while unclaimed, the holder card once claimed. */
export function ReceivedCard({ received, onClaim }: { received: Received; onClaim: () => void }) {
  return (
    <article className={styles.card} aria-label={received.item_name}>
      <div className={styles.title}>
        <Tag color="primary" fill="outline">
          {received.is_cert ? '证件' : (PRODUCT_TYPE_LABEL[received.product_type] ?? '票券')}
        </Tag>
        <strong>{received.item_name || '未命名'}</strong>
        <Tag color={received.claimed ? 'success' : 'warning'}>{received.claimed ? '已领取' : '待领取'}</Tag>
      </div>
      <p className={styles.business}>{received.business_name}</p>
      {received.claimed ? (
        <HolderCard received={received} />
      ) : (
        <Button block color="primary" onClick={onClaim}>
          去领取
        </Button>
      )}
    </article>
  );
}

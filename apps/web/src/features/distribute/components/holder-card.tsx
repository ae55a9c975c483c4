import { Tag } from 'antd-mobile';
import type { Received } from '@kc/shared';
import styles from './holder-card.module.css';

/** The named holder of a claimed item: square photo, name and tags. */
export function HolderCard({ received }: { received: Received }) {
  return (
    <div className={styles.card} aria-label="持证人">
      {received.holder_photo ? (
        <img className={styles.photo} src={received.holder_photo} alt={received.holder_name} />
      ) : (
        <div className={styles.photo} />
      )}
      <div className={styles.info}>
        <strong className={styles.name} data-testid="holder-name">
          {received.holder_name}
        </strong>
        <div className={styles.tags} data-testid="holder-tags">
          {received.holder_tags.map((t) => (
            <Tag key={t} color="primary" fill="outline">
              {t}
            </Tag>
          ))}
        </div>
      </div>
    </div>
  );
}

import { Tag } from 'antd-mobile';
import type { HoldingCard } from '@kc/shared';
import { CardLink, cardProps } from '../../../components/ui/card-link';
import { cx } from '../../../components/ui/cx';
import styles from './cert-card.module.css';

/** One of my passes in a list: item, business, holder (masked as the server gives it) or 待登记, validity. */
export function CertCard({ card, onOpen }: { card: HoldingCard; onOpen: () => void }) {
  const usable = card.state === 'valid';
  return (
    <article className={cx(styles.card, !usable && styles.old)} {...cardProps(onOpen, card.ticket_name)}>
      <div
        className={styles.band}
        style={card.ticket_style_color ? { background: card.ticket_style_color } : undefined}
      >
        <span>证件</span>
      </div>
      <div className={styles.body}>
        <div className={styles.title}>
          <h3>
            <CardLink onOpen={onOpen}>{card.ticket_name}</CardLink>
          </h3>
          {card.registered ? (
            <Tag color="success" fill="outline">
              已登记
            </Tag>
          ) : (
            <Tag color="warning" fill="outline">
              待登记
            </Tag>
          )}
        </div>
        <p className={styles.business}>
          {card.business_name}
          {card.project_name && ` · ${card.project_name}`}
        </p>
        <p className={styles.holder}>
          持证人 <b>{card.registered && card.holder_name ? card.holder_name : '待登记'}</b>
        </p>
        <p className={styles.date}>
          有效期 {card.date_string || '—'}
          {!usable && <span className={styles.state}>{card.state_label}</span>}
        </p>
      </div>
      <span className={styles.go} aria-hidden>
        {card.registered ? '出示' : '去登记'}
      </span>
    </article>
  );
}

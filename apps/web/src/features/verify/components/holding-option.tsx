import type { ReactNode } from 'react';
import { remainingUses, type HoldingCard } from '@kc/shared';
import { cx } from '../../../components/ui/cx';
import styles from './holding-option.module.css';

/** My items usable at the point, one to pick. */
export const HoldingOptions = ({ children }: { children: ReactNode }) => (
  <div className={styles.list} role="radiogroup" aria-label="可核销的票券">
    {children}
  </div>
);

/** One of my items usable at the point, to pick for the write-off. */
export function HoldingOption({
  card,
  selected,
  onSelect,
}: {
  card: HoldingCard;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <div
      className={cx(styles.option, selected && styles.selected)}
      role="radio"
      aria-checked={selected}
      aria-label={card.ticket_name}
      tabIndex={0}
      onClick={onSelect}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') onSelect();
      }}
    >
      <span className={styles.check} aria-hidden />
      <div className={styles.body}>
        <h3>{card.ticket_name}</h3>
        <p>
          {card.is_cert ? '证件' : card.business_name}
          {card.holder_name && ` · ${card.holder_name}`}
        </p>
        <p className={styles.meta}>
          <span>{remainingUses(card)}</span>
          <span>有效期 {card.date_string || '—'}</span>
        </p>
      </div>
    </div>
  );
}

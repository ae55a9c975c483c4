import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { formatYuan, type HoldingCard as Card } from '@kc/shared';
import { cx } from '../../../components/ui/cx';
import { DEFAULT_STYLE_COLOR, INACTIVE_STYLE_COLOR, remainingText, stateColor, typeLabel } from '../utils/card-text';
import { CardLink, cardProps } from '../../../components/ui/card-link';
import { CardChevron, showsParValue } from '../../../components/ui/ticket-card';
import styles from './holding-card.module.css';

const INACTIVE = new Set<Card['state']>(['used', 'expired', 'disabled']);

export interface HoldingCardProps {
  card: Card;
  /** opens the item's screen: a tap on the card, or its name's link (Enter, Space) */
  onClick?: () => void;
  /** buttons under the card */
  actions?: ReactNode;
  /** hide the rule line (the code screen shows it on its own) */
  compact?: boolean;
}

/**
 * A held item as the ticket card of spec 3.4: name, project, validity (date_string), par and sell value in 元,
 * style icon and colour, rule, and the state tag; uses left and the holder where they matter.
 */
export function HoldingCard({ card, onClick, actions, compact }: HoldingCardProps) {
  const inactive = INACTIVE.has(card.state);
  const color = inactive ? INACTIVE_STYLE_COLOR : card.ticket_style_color || DEFAULT_STYLE_COLOR;
  return (
    <article
      className={cx('ticket-card', styles.card, inactive && styles.inactive)}
      {...cardProps(onClick, card.ticket_name || '未命名')}
    >
      <div className="ticket-main">
        <div className="ticket-stub" style={{ background: color }}>
          {card.ticket_style_icon ? (
            <img className="ticket-icon" src={card.ticket_style_icon} alt="" />
          ) : (
            <span className="ticket-type">{typeLabel(card.product_type, card.is_cert)}</span>
          )}
          <span className="ticket-sell">
            {card.ticket_sell_value === 0 ? (
              '免费'
            ) : (
              <>
                <small>¥</small>
                {formatYuan(card.ticket_sell_value)}
              </>
            )}
          </span>
          {showsParValue(card.ticket_par_value, card.ticket_sell_value) && (
            <span className="ticket-par">面值 ¥{formatYuan(card.ticket_par_value)}</span>
          )}
        </div>
        <div className="ticket-body">
          <div className="ticket-title">
            <h3>
              <CardLink onOpen={onClick}>{card.ticket_name || '未命名'}</CardLink>
            </h3>
            <Tag color={stateColor(card.state)} className={styles.state}>
              {card.state_label}
            </Tag>
          </div>
          <p className="ticket-project">{card.project_name || card.business_name}</p>
          <p className="ticket-date">有效期 {card.date_string || '待定'}</p>
          <p className={cx('ticket-date', styles.meta)}>
            <span>{remainingText(card)}</span>
            {card.holder_name && <span>持有人 {card.holder_name}</span>}
          </p>
        </div>
        {onClick && <CardChevron />}
      </div>
      {!compact && card.ticket_rule_content && <p className="ticket-rule">{card.ticket_rule_content}</p>}
      {actions && (
        <div className="ticket-actions" onClick={(e) => e.stopPropagation()}>
          {actions}
        </div>
      )}
    </article>
  );
}

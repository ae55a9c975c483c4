import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatYuan, type SaleItem } from '@kc/shared';
import { showsParValue } from '../../../components/ui/ticket-card';
import '../../../components/ui/ticket-card.css';
import { cx } from '../../../components/ui/cx';
import styles from './sale-card.module.css';

const DEFAULT_COLOR = '#2563eb';
/** a sold-out item's stub is grey whatever its colour */
const SOLD_OUT_COLOR = 'var(--adm-color-light)';
const TYPE_LABELS: Record<number, string> = { 1: '门票', 2: '卡券', 3: '邀请函' };

/** 剩余 n 张, or 已售罄. */
export const stockText = (item: Pick<SaleItem, 'remaining'>): string =>
  item.remaining > 0 ? `剩余 ${item.remaining} 张` : '已售罄';

/**
 * A paid item on sale as the ticket card of spec 3.4: name, project, validity (date_string), price in 元,
 * par value (only above the price), stock, and an action (购买) under it. With `to` the whole card is a link to
 * the item's screen (its name is the link's name; the action and the project filter stay buttons of their own).
 */
export function SaleCard({
  item,
  action,
  to,
  onProject,
}: {
  item: SaleItem;
  action?: ReactNode;
  /** where tapping the card leads (the item's buy screen) */
  to?: string;
  /** 只看该展会门票: show only this project's items */
  onProject?: () => void;
}) {
  const soldOut = item.remaining <= 0;
  return (
    <article className={cx('ticket-card', styles.card, to && styles.linked)} aria-label={item.name}>
      <div className="ticket-main">
        <div
          className="ticket-stub"
          style={{ background: soldOut ? SOLD_OUT_COLOR : item.style_color || DEFAULT_COLOR }}
        >
          {item.style_icon ? (
            <img className="ticket-icon" src={item.style_icon} alt="" />
          ) : (
            <span className="ticket-type">{TYPE_LABELS[item.product_type] ?? '票券'}</span>
          )}
          <span className="ticket-sell">
            <small>¥</small>
            {formatYuan(item.sell_value)}
          </span>
          {showsParValue(item.par_value, item.sell_value) && (
            <span className="ticket-par">面值 ¥{formatYuan(item.par_value)}</span>
          )}
        </div>
        <div className="ticket-body">
          <div className="ticket-title">
            <h3>
              {to ? (
                <Link className={styles.cardLink} to={to}>
                  {item.name}
                </Link>
              ) : (
                item.name
              )}
            </h3>
          </div>
          {onProject && item.project_id ? (
            <div className={styles.projectLine}>
              <span className="ticket-project">{item.project_name}</span>
              <button
                type="button"
                className={styles.projectFilter}
                aria-label={`只看该展会门票：${item.project_name}`}
                onClick={onProject}
              >
                只看该展会门票
              </button>
            </div>
          ) : (
            <p className="ticket-project">{item.project_name || item.business_name}</p>
          )}
          <p className="ticket-date">有效期 {item.date_string || '待定'}</p>
          <p className="ticket-date">每人限购 {item.per_user_limit} 张</p>
        </div>
        {to && (
          <span className={styles.more} aria-hidden="true">
            ›
          </span>
        )}
      </div>
      {item.rule_content && <p className="ticket-rule">{item.rule_content}</p>}
      {action && (
        <div className="ticket-actions" onClick={(e) => e.stopPropagation()}>
          <span className={cx(styles.stock, soldOut && styles.soldOut)}>{stockText(item)}</span>
          {action}
        </div>
      )}
    </article>
  );
}
